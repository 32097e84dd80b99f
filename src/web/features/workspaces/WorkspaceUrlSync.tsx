import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useWorkspace } from '../../app/useWorkspace';

/**
 * Keeps /create's `wid` and the selected workspace together (spec 001 §2): the URL's wid is
 * told to the selection on arrival and on every change (the back button too); the selection's
 * writes made since this page showed are applied, pushed for a choice, replaced for a sync.
 * Only /create renders it, so edit pages and every other page keep their URL.
 */
export function WorkspaceUrlSync() {
  const { wid } = useSearch({ from: '/_app/create' });
  const navigate = useNavigate();
  const { ready, urlChanged, urlWrite } = useWorkspace();
  const applied = useRef(urlWrite?.seq ?? 0);

  useEffect(() => {
    if (ready) urlChanged(wid ?? null);
  }, [ready, wid, urlChanged]);

  useEffect(() => {
    if (!urlWrite || urlWrite.seq <= applied.current) return;
    applied.current = urlWrite.seq;
    if (urlWrite.wid === (wid ?? null)) return;
    void navigate({
      to: '/create',
      search: urlWrite.wid ? { wid: urlWrite.wid } : {},
      replace: urlWrite.mode === 'replace',
    });
  }, [urlWrite, wid, navigate]);
  return null;
}
