import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useWorkspace } from '../../app/useWorkspace';
import { useWorkspaceLists } from '../../app/useWorkspaceLists';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { WorkspaceAura } from './WorkspaceAura';
import { WorkspaceClips } from './WorkspaceClips';
import { WorkspaceMembers } from './WorkspaceMembers';
import * as styles from './Workspaces.css';

/**
 * /workspaces/{id} (issue 19): the workspace, selected as it opens (silently: this page's URL
 * names it), with its songs, its people and, for its owner, trash.
 */
export function WorkspacePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const ws = useWorkspace();
  const lists = useWorkspaceLists();
  const navigate = useNavigate();
  const { started, selectedId, sync } = ws;
  // Selected as the page opens; once it was, a selection that moves off it (the user was
  // removed, left, or the workspace was trashed) takes the user back to the list.
  const selected = useRef(false);
  useEffect(() => {
    if (!started) return;
    if (selectedId === id) selected.current = true;
    else if (selected.current) void navigate({ to: '/workspaces' });
    else sync(id);
  }, [started, selectedId, id, sync, navigate]);
  const workspace = ws.selectedId === id ? ws.workspace : null;
  return (
    <PageShell page="workspace" title={workspace?.name}>
      {!workspace && !ws.unavailable ? (
        <Spinner />
      ) : (
        <div className={styles.stack}>
          {workspace && (
            <div className={styles.header}>
              <WorkspaceAura id={workspace.id} size={96} />
              <div className={styles.cardBody}>
                {workspace.description && <p>{workspace.description}</p>}
                <span className={styles.muted}>
                  {t('workspaces.ownedBy', { handle: workspace.owner.handle })} ·{' '}
                  {t('workspaces.songCount', { count: workspace.clip_count })}
                </span>
                {workspace.shared && <span className={styles.badge}>{t('workspaces.shared')}</span>}
                <span className={styles.actions}>
                  <Link to="/create" search={{ wid: workspace.id }}>
                    {t('workspaces.createHere')}
                  </Link>
                  {workspace.is_owned && (
                    <Button
                      variant="ghost"
                      className={styles.small}
                      onClick={() => lists.trash(workspace.id)}
                    >
                      {t('workspaces.trash')}
                    </Button>
                  )}
                </span>
              </div>
            </div>
          )}
          <WorkspaceClips />
          {workspace && ws.collab && <WorkspaceMembers workspace={workspace} />}
        </div>
      )}
    </PageShell>
  );
}
