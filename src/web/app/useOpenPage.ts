import { useEffect, useRef } from 'react';
import { pageKeyOf, pageName, type PageRequest } from '../../../machines/app/pages';
import { useRootActor } from './RootActorContext';

/**
 * Holds a page open while the view shows it (`request` null: none): its actors run under the
 * root's pages until every view holding it has left. The request as first given is the one
 * opened; a new key (another clip, another handle) or `reopenOn` opens the page afresh.
 */
export function useOpenPage(request: PageRequest | null, reopenOn: unknown = null): void {
  const root = useRootActor();
  const latest = useRef(request);
  latest.current = request;
  const name = request ? pageName(pageKeyOf(request)) : null;
  useEffect(() => {
    const opened = latest.current;
    if (!opened) return;
    root.send({ type: 'app.openPage', request: opened });
    return () => root.send({ type: 'app.closePage', page: pageKeyOf(opened) });
  }, [root, name, reopenOn]);
}
