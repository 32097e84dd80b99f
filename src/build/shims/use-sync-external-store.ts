/**
 * @xstate/react imports `use-sync-external-store/shim`, a polyfill for React before 18; React 19
 * has the hook itself, so the build points the shim here (vite.config.ts) and leaves the
 * polyfill out of the first route's code.
 */
export { useSyncExternalStore } from 'react';
