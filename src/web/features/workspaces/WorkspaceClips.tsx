import { useMemo, useState } from 'react';
import type { ListedClip } from '../../../../machines/create/recentClips.selectors';
import type { ClipActorRef } from '../../../../machines/generations/generations.machine';
import type { Clip } from '../../../contracts/clip';
import { DEFAULT_WORKSPACE_ID } from '../../../contracts/constants';
import { useGenerations } from '../../app/useGenerations';
import { useWorkspace } from '../../app/useWorkspace';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { LoadMore } from '../generations/LoadMore';
import { clipOfListed, ListedClipRow } from '../generations/ListedClipRow';
import { PlayQueueProvider } from '../player/PlayQueue';
import { WorkspaceClipActions } from './WorkspaceClipActions';
import * as styles from './Workspaces.css';

/** Each clip as read, or live when the generations tracker follows it (a song being made). */
function withLive(live: readonly ClipActorRef[], clips: readonly Clip[]): ListedClip[] {
  const refs = new Map(live.map((ref) => [ref.getSnapshot().context.clip.id, ref]));
  return clips.map((clip) => {
    const ref = refs.get(clip.id);
    return ref ? { id: clip.id, ref } : { id: clip.id, clip };
  });
}

/**
 * The selected workspace's songs (spec 001 §4): a text query, the pinned ones, then the
 * others a page at a time; a workspace in the trash or gone says so and offers the default.
 */
export function WorkspaceClips() {
  const { t } = useTranslation();
  const ws = useWorkspace();
  const { clipRefs } = useGenerations();
  const [query, setQuery] = useState(ws.filters.query);
  const pinned = useMemo(() => withLive(clipRefs, ws.pinned), [clipRefs, ws.pinned]);
  const items = useMemo(() => withLive(clipRefs, ws.clips), [clipRefs, ws.clips]);
  const all = useMemo(() => [...pinned, ...items], [pinned, items]);
  const queue = useMemo(() => () => all.map(clipOfListed), [all]);

  if (ws.unavailable) {
    return (
      <div className={styles.stack} role="alert">
        <p>{t('workspaces.unavailable')}</p>
        <Button onClick={() => ws.sync(DEFAULT_WORKSPACE_ID)}>
          {t('workspaces.backToDefault')}
        </Button>
      </div>
    );
  }
  if (ws.loading) return <Spinner />;
  return (
    <div className={styles.stack}>
      <form
        role="search"
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          ws.setFilters({ ...ws.filters, query: query.trim() });
        }}
      >
        <input
          className={styles.input}
          type="search"
          aria-label={t('workspaces.searchSongs')}
          placeholder={t('workspaces.searchSongs')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="ghost">
          {t('workspaces.search')}
        </Button>
      </form>
      {ws.error && (
        <p className={styles.error} role="alert">
          {t(`errors.${ws.error}`)}
        </p>
      )}
      <PlayQueueProvider clips={queue} context={{ type: 'workspace', id: ws.selectedId }}>
        {pinned.length > 0 && (
          <section className={styles.stack} aria-label={t('workspaces.pinned')}>
            <h3 className={styles.heading}>{t('workspaces.pinned')}</h3>
            <ul className={styles.list}>
              {pinned.map((item) => (
                <ListedClipRow
                  key={item.id}
                  item={item}
                  extra={<WorkspaceClipActions clip={clipOfListed(item)} pinned />}
                />
              ))}
            </ul>
          </section>
        )}
        {all.length === 0 ? (
          <p className={styles.muted}>{t('workspaces.noSongs')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('workspaces.songs')}>
            {items.map((item) => (
              <ListedClipRow
                key={item.id}
                item={item}
                extra={<WorkspaceClipActions clip={clipOfListed(item)} pinned={false} />}
              />
            ))}
          </ul>
        )}
      </PlayQueueProvider>
      {items.length > 0 && (
        <LoadMore
          hasMore={ws.hasMore}
          loading={ws.loadingMore}
          error={ws.error}
          onMore={ws.more}
          onRetry={ws.reload}
          label={t('workspaces.moreSongs')}
        />
      )}
    </div>
  );
}
