import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { WorkspaceSort } from '../../../contracts/workspace';
import { useWorkspaceLists } from '../../app/useWorkspaceLists';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { WorkspaceCard } from './WorkspaceCard';
import { WorkspaceInvites } from './WorkspaceInvites';
import * as styles from './Workspaces.css';

export type WorkspacesTab = 'active' | 'trashed' | 'invites';
const TABS: WorkspacesTab[] = ['active', 'trashed', 'invites'];

/** /workspaces (spec 001 §2): active and trashed workspaces with paging, query and sort; invites. */
export function WorkspacesPage({ tab }: { tab: WorkspacesTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lists = useWorkspaceLists();
  const [text, setText] = useState(lists.text);
  const [name, setName] = useState('');
  const { ready, open } = lists;
  useEffect(() => {
    if (ready && tab !== 'invites') open(tab);
  }, [ready, open, tab]);
  return (
    <PageShell page="workspaces">
      <div role="tablist" aria-label={t('workspaces.lists')} className={styles.tabs}>
        {TABS.map((each) => (
          <Button
            key={each}
            role="tab"
            variant={tab === each ? 'primary' : 'ghost'}
            aria-selected={tab === each}
            onClick={() => void navigate({ to: '/workspaces', search: { tab: each } })}
          >
            {t(`workspaces.tabs.${each}`)}
          </Button>
        ))}
      </div>
      {tab === 'invites' ? (
        <WorkspaceInvites />
      ) : (
        <div className={styles.stack}>
          {tab === 'active' && (
            <form
              className={styles.row}
              onSubmit={(event) => {
                event.preventDefault();
                if (name.trim()) lists.create(name.trim());
                setName('');
              }}
            >
              <input
                className={styles.input}
                aria-label={t('workspaces.newName')}
                placeholder={t('workspaces.newName')}
                maxLength={100}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <Button type="submit" disabled={lists.saving}>
                {t('workspaces.create')}
              </Button>
            </form>
          )}
          <div className={styles.bar}>
            <form
              role="search"
              className={styles.row}
              onSubmit={(event) => {
                event.preventDefault();
                lists.search(text.trim());
              }}
            >
              <input
                className={styles.input}
                type="search"
                aria-label={t('workspaces.searchWorkspaces')}
                placeholder={t('workspaces.searchWorkspaces')}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <Button type="submit" variant="ghost">
                {t('workspaces.search')}
              </Button>
            </form>
            <label className={styles.row}>
              {t('workspaces.sortLabel')}
              <select
                className={styles.select}
                value={lists.sort}
                onChange={(event) => lists.sortBy(event.target.value as WorkspaceSort)}
              >
                <option value="newest">{t('workspaces.sort.newest')}</option>
                <option value="oldest">{t('workspaces.sort.oldest')}</option>
              </select>
            </label>
          </div>
          {lists.error && (
            <div className={styles.row}>
              <p role="alert" className={styles.error}>
                {t(`errors.${lists.error}`)}
              </p>
              <Button onClick={lists.refresh}>{t('workspaces.retry')}</Button>
            </div>
          )}
          {lists.loading && lists.workspaces.length === 0 ? (
            <Spinner />
          ) : lists.workspaces.length === 0 && !lists.error ? (
            <p className={styles.muted}>{t(`workspaces.empty.${tab}`)}</p>
          ) : (
            <ul className={styles.cards}>
              {lists.workspaces.map((workspace) => (
                <WorkspaceCard key={workspace.id} workspace={workspace} />
              ))}
            </ul>
          )}
          {lists.pageCount > 1 && (
            <nav className={styles.row} aria-label={t('workspaces.pages')}>
              <Button
                variant="ghost"
                disabled={lists.page <= 1}
                onClick={() => lists.goTo(lists.page - 1)}
              >
                {t('workspaces.previousPage')}
              </Button>
              <span>{t('workspaces.pageOf', { page: lists.page, count: lists.pageCount })}</span>
              <Button
                variant="ghost"
                disabled={lists.page >= lists.pageCount}
                onClick={() => lists.goTo(lists.page + 1)}
              >
                {t('workspaces.nextPage')}
              </Button>
            </nav>
          )}
        </div>
      )}
    </PageShell>
  );
}
