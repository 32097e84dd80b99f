import type { StoragePort } from '../../../machines/actors/ports';

/** Values kept as JSON in this browser's localStorage; unreadable ones read as null. */
export function createLocalStorage(storage: Storage): StoragePort {
  return {
    async load(key) {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
    },
    async save(key, value) {
      storage.setItem(key, JSON.stringify(value));
    },
  };
}
