import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { Clip } from '../../../contracts/clip';
import type { Playlist } from '../../../contracts/playlist';
import { usePlaylist } from '../../app/usePlaylist';
import { useNowPlaying } from '../../app/usePlayer';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { PlayButton } from '../player/PlayButton';
import { ShareButton } from '../share/ShareButton';
import { PlayQueueProvider } from '../player/PlayQueue';
import { NotFound } from '../shell/NotFound';
import * as styles from './PlaylistPage.css';

type Controls = ReturnType<typeof usePlaylist>;

/** /playlist/{id}: a playlist's cover mosaic, its songs, play all, and its owner's changes. */
export function PlaylistPage({ playlistId }: { playlistId: string }) {
  const { t } = useTranslation();
  const view = usePlaylist(playlistId);
  if (view.status === 'notFound') return <NotFound what="playlist" />;
  if (view.status === 'failed') {
    return (
      <PageShell page="playlist">
        <p role="alert">{t(`errors.${view.error ?? 'unknown'}`)}</p>
        <Button onClick={view.retry}>{t('song.retry')}</Button>
      </PageShell>
    );
  }
  if (!view.playlist) {
    return (
      <PageShell page="playlist">
        <Spinner />
      </PageShell>
    );
  }
  return <PlaylistView playlist={view.playlist} view={view} />;
}

/** Up to four covers of its first songs in a 2 × 2 grid; one fills it. */
export function CoverMosaic({ images }: { images: string[] }) {
  return (
    <div className={styles.mosaic} aria-hidden="true">
      {images.map((src, index) => (
        <img
          key={`${src}-${index}`}
          src={src}
          alt=""
          className={`${styles.tile} ${images.length === 1 ? styles.single : ''}`}
        />
      ))}
    </div>
  );
}

function PlaylistView({ playlist, view }: { playlist: Playlist; view: Controls }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const owned = user?.id === playlist.user_id;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(playlist.name);
  const { clips } = view;
  const queued = useCallback(() => clips, [clips]);
  return (
    <PageShell page="playlist" title={playlist.name}>
      <div className={styles.header}>
        <CoverMosaic images={playlist.image_urls} />
        <div className={styles.facts}>
          <p className={styles.meta}>
            <Link to="/@{$handle}" params={{ handle: playlist.handle }}>
              @{playlist.handle}
            </Link>
          </p>
          <p className={styles.meta}>
            {t('playlist.songs', { count: playlist.num_total_results })} ·{' '}
            {t('playlist.plays', { count: playlist.play_count })} ·{' '}
            {t('playlist.likes', { count: playlist.upvote_count })} ·{' '}
            {t(playlist.is_public ? 'playlist.public' : 'playlist.private')}
          </p>
          {playlist.is_trashed && <p className={styles.meta}>{t('playlist.inTrash')}</p>}
          {renaming ? (
            <form
              className={styles.renameForm}
              onSubmit={(event) => {
                event.preventDefault();
                view.change({ kind: 'rename', name: name.trim() });
                setRenaming(false);
              }}
            >
              <TextField
                label={t('playlist.name')}
                value={name}
                maxLength={100}
                autoFocus
                onChange={(event) => setName(event.target.value)}
              />
              <Button type="submit">{t('playlist.save')}</Button>
              <Button variant="ghost" onClick={() => setRenaming(false)}>
                {t('playlist.cancel')}
              </Button>
            </form>
          ) : (
            <div className={styles.actions}>
              <Button
                onClick={view.playAll}
                disabled={playlist.num_total_results === 0 || view.preparing}
              >
                {t('playlist.playAll')}
              </Button>
              {user && !playlist.is_trashed && (
                <ShareButton
                  target={{
                    content_type: 'playlist',
                    content_id: playlist.id,
                    title: playlist.name,
                  }}
                />
              )}
              {user && !owned && (
                <Button
                  variant="ghost"
                  aria-pressed={playlist.is_liked}
                  onClick={() => view.change({ kind: 'like', liked: !playlist.is_liked })}
                >
                  {t(playlist.is_liked ? 'playlist.unlike' : 'playlist.like')}
                </Button>
              )}
              {owned && (
                <>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setName(playlist.name);
                      setRenaming(true);
                    }}
                  >
                    {t('playlist.rename')}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() =>
                      view.change({ kind: 'visibility', isPublic: !playlist.is_public })
                    }
                  >
                    {t(playlist.is_public ? 'playlist.makePrivate' : 'playlist.makePublic')}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => view.change({ kind: 'trash', undo: playlist.is_trashed })}
                  >
                    {t(playlist.is_trashed ? 'playlist.restore' : 'playlist.trash')}
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
      </div>
      {clips.length === 0 ? (
        <p className={styles.empty}>{t('playlist.empty')}</p>
      ) : (
        <PlayQueueProvider clips={queued} context={{ type: 'playlist', id: playlist.id }}>
          <ol className={styles.list} aria-label={t('playlist.songsLabel')}>
            {clips.map((clip, index) => (
              <SongRow
                key={clip.id}
                clip={clip}
                index={index}
                count={clips.length}
                owned={owned}
                view={view}
              />
            ))}
          </ol>
        </PlayQueueProvider>
      )}
      {view.hasMore && (
        <Button variant="ghost" onClick={view.more} disabled={view.loadingMore}>
          {t('playlist.more')}
        </Button>
      )}
    </PageShell>
  );
}

function SongRow(props: {
  clip: Clip;
  index: number;
  count: number;
  owned: boolean;
  view: Controls;
}) {
  const { t } = useTranslation();
  const { clip, index, view } = props;
  const now = useNowPlaying();
  const ids = view.clips.map((item) => item.id);
  const move = (by: number) => {
    const next = [...ids];
    next.splice(index, 1);
    next.splice(index + by, 0, clip.id);
    view.change({ kind: 'reorder', clipIds: next });
  };
  return (
    <li className={styles.row} data-state={now.clipId === clip.id ? 'playing' : 'idle'}>
      {clip.image_url ? (
        <img className={styles.cover} src={clip.image_url} alt="" />
      ) : (
        <span className={styles.cover} aria-hidden="true" />
      )}
      <div className={styles.rowText}>
        <p className={styles.title}>
          <Link to="/song/$id" params={{ id: clip.id }}>
            {clip.title || t('playlist.untitledSong')}
          </Link>
        </p>
        <p className={styles.meta}>{clip.metadata.tags}</p>
      </div>
      <div className={styles.rowActions}>
        <PlayButton clip={clip} />
        {props.owned && (
          <>
            <Button
              variant="ghost"
              disabled={index === 0}
              onClick={() => move(-1)}
              aria-label={t('playlist.moveUp', { title: clip.title })}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              disabled={index === props.count - 1}
              onClick={() => move(1)}
              aria-label={t('playlist.moveDown', { title: clip.title })}
            >
              ↓
            </Button>
            <Button
              variant="ghost"
              onClick={() => view.change({ kind: 'remove', clipId: clip.id })}
              aria-label={t('playlist.remove', { title: clip.title })}
            >
              ✕
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
