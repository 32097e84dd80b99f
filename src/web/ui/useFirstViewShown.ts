import { useEffect } from 'react';
import { firstViewShown } from '../adapters/when-idle';

/** A page's main view says it has drawn its content (`ready`): see `whenIdle`. */
export function useFirstViewShown(ready = true): void {
  useEffect(() => {
    if (ready) firstViewShown();
  }, [ready]);
}
