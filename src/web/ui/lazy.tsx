import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../adapters/when-idle';

/**
 * A component whose code loads the first time it is drawn (issue 11: code a first view does
 * not show stays out of the first route's), `fallback` showing meanwhile.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Loaded(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The same, its code loaded only once the page is idle (a part beside the first view). */
export function lazyWhenIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  return lazyComponent(async () => {
    await whenIdle();
    return load();
  }, fallback);
}
