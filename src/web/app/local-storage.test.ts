import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('createLocalStorage', () => {
  it('keeps values as JSON and reads garbage as null', async () => {
    const storage = memoryStorage();
    const port = createLocalStorage(storage);
    await port.save('create.v1', { description: 'rain' });
    await expect(port.load('create.v1')).resolves.toEqual({ description: 'rain' });
    await expect(port.load('missing')).resolves.toBeNull();
    storage.setItem('broken', '{nope');
    await expect(port.load('broken')).resolves.toBeNull();
  });
});
