import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE } from './i18n';

// The few lines of react-i18next's `useTranslation` this app used, without its ~7 KB gzipped
// (with html-parse-stringify) in the first route's code (issue 11).

/**
 * What a `t` answers changes on these: i18next started ('initialized' comes after the first
 * 'languageChanged'), the user chose another language, or a namespace's file arrived.
 */
const EVENTS = ['initialized', 'languageChanged', 'loaded'] as const;

/** One `t` per namespace until the next of EVENTS: a store snapshot, and steady in effect deps. */
const fixedTs = new Map<string, TFunction>();
const listeners = new Set<() => void>();

// Registered once, at import, so the cache is cleared before any component asks again.
for (const event of EVENTS) {
  i18next.on(event, () => {
    fixedTs.clear();
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function fixedT(ns: string): TFunction {
  let t = fixedTs.get(ns);
  if (!t) {
    t = i18next.getFixedT(i18next.language ?? null, ns);
    fixedTs.set(ns, t);
  }
  return t;
}

let initialized: Promise<void> | undefined;

/** Settles once the namespaces can be read (a failed load too: `t` then answers with keys). */
function whenReady(namespaces: string[]): Promise<void> {
  // Init loads every namespace it lists; the render after it asks again.
  if (!i18next.isInitialized) {
    initialized ??= new Promise((resolve) => i18next.on('initialized', () => resolve()));
    return initialized;
  }
  return i18next.loadNamespaces(namespaces);
}

/**
 * `t` for the current language with `ns` (or the configured default) as its namespace; with
 * several, all are loaded and the first is the default. Suspends until they are loaded, as
 * react-i18next did with `useSuspense`, so a `<Suspense>` above shows meanwhile; renders again
 * when the language changes or a file arrives.
 */
export function useTranslation(ns?: string | readonly string[]) {
  const namespaces = typeof ns === 'string' ? [ns] : ns?.length ? [...ns] : [DEFAULT_NAMESPACE];
  const snapshot = () => fixedT(namespaces[0]!);
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  const ready =
    i18next.isInitialized && namespaces.every((name) => i18next.hasLoadedNamespace(name));
  if (!ready) throw whenReady(namespaces);
  return { t, i18n: i18next };
}
