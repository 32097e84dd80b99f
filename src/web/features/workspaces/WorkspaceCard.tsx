import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Workspace } from '../../../contracts/workspace';
import { useWorkspaceLists } from '../../app/useWorkspaceLists';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { WorkspaceAura } from './WorkspaceAura';
import * as styles from './Workspaces.css';

/** One workspace of a list screen: its aura, name, counts and its owner's actions. */
export function WorkspaceCard({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const lists = useWorkspaceLists();
  const [renaming, setRenaming] = useState<string | null>(null);
  const pending = workspace.id.startsWith('new-');
  return (
    <li className={styles.card}>
      <WorkspaceAura id={workspace.id} />
      <div className={styles.cardBody}>
        {pending || workspace.is_trashed ? (
          <span className={styles.name}>{workspace.name}</span>
        ) : (
          <Link to="/workspaces/$id" params={{ id: workspace.id }} className={styles.name}>
            {workspace.name}
          </Link>
        )}
        <span className={styles.muted}>
          {t('workspaces.songCount', { count: workspace.clip_count })}
          {!workspace.is_owned &&
            ` · ${t('workspaces.ownedBy', { handle: workspace.owner.handle })}`}
        </span>
        {workspace.shared && <span className={styles.badge}>{t('workspaces.shared')}</span>}
        {renaming !== null ? (
          <form
            className={styles.row}
            onSubmit={(event) => {
              event.preventDefault();
              if (renaming.trim()) lists.rename(workspace.id, renaming.trim());
              setRenaming(null);
            }}
          >
            <input
              className={styles.input}
              aria-label={t('workspaces.nameLabel')}
              maxLength={100}
              value={renaming}
              autoFocus
              onKeyDown={(event) => event.key === 'Escape' && setRenaming(null)}
              onChange={(event) => setRenaming(event.target.value)}
            />
            <Button type="submit" variant="ghost" className={styles.small}>
              {t('workspaces.save')}
            </Button>
          </form>
        ) : (
          workspace.is_owned &&
          !pending && (
            <span className={styles.actions}>
              {workspace.is_trashed ? (
                <Button
                  variant="ghost"
                  className={styles.small}
                  onClick={() => lists.restore(workspace.id)}
                >
                  {t('workspaces.restore')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="ghost"
                    className={styles.small}
                    onClick={() => setRenaming(workspace.name)}
                  >
                    {t('workspaces.rename')}
                  </Button>
                  <Button
                    variant="ghost"
                    className={styles.small}
                    onClick={() => lists.trash(workspace.id)}
                  >
                    {t('workspaces.trash')}
                  </Button>
                </>
              )}
            </span>
          )
        )}
      </div>
    </li>
  );
}
