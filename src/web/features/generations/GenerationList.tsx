import { useTranslation } from '../../i18n/useTranslation';
import { useRecentClips } from '../../app/useRecentClips';
import { useWorkspace } from '../../app/useWorkspace';
import { DEFAULT_WORKSPACE_ID } from '../../../contracts/constants';
import { WorkspaceClips } from '../workspaces/WorkspaceClips';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PlayQueueProvider } from '../player/PlayQueue';
import { clipOfListed, ListedClipRow } from './ListedClipRow';
import { LoadMore } from './LoadMore';
import * as styles from './GenerationList.css';

/**
 * The creator's songs on /create, newest first: those being made, followed live, then the
 * earlier ones read a page at a time, so a reload forgets none of them.
 */
export function GenerationList() {
  const { t } = useTranslation();
  const workspace = useWorkspace();
  // Issue 19: with a workspace selected, its songs (new ones land in it).
  if (workspace.selectedId !== DEFAULT_WORKSPACE_ID) {
    return (
      <section className={styles.section} aria-labelledby="generations-title">
        <h2 id="generations-title" className={styles.title}>
          {workspace.workspace
            ? t('workspaces.songsIn', { name: workspace.workspace.name })
            : t('create.yourSongs')}
        </h2>
        <WorkspaceClips />
      </section>
    );
  }
  return <RecentSongs />;
}

/** The creator's songs when no workspace is selected. */
function RecentSongs() {
  const { t } = useTranslation();
  const recent = useRecentClips();
  const { items } = recent;
  return (
    <section className={styles.section} aria-labelledby="generations-title">
      <h2 id="generations-title" className={styles.title}>
        {t('create.yourSongs')}
      </h2>
      {items.length > 0 ? (
        <PlayQueueProvider clips={() => items.map(clipOfListed)} context={{ type: 'create' }}>
          <ul className={styles.list}>
            {items.map((item) => (
              <ListedClipRow key={item.id} item={item} />
            ))}
          </ul>
        </PlayQueueProvider>
      ) : recent.loading ? (
        <Spinner />
      ) : recent.error ? (
        <div className={styles.more}>
          <p role="alert" className={styles.error}>
            {t(`errors.${recent.error}`)}
          </p>
          <Button variant="ghost" onClick={recent.retry}>
            {t('clipList.retry')}
          </Button>
        </div>
      ) : (
        <p className={styles.empty}>{t('create.noSongsYet')}</p>
      )}
      {items.length > 0 && (
        <LoadMore
          hasMore={recent.hasMore}
          loading={recent.loadingMore}
          error={recent.error}
          onMore={recent.more}
          onRetry={recent.retry}
          label={t('create.moreSongs')}
        />
      )}
    </section>
  );
}
