import { useState } from 'react';
import type { Clip } from '../../../contracts/clip';
import { useAddToPlaylist } from '../../app/usePlaylists';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import * as styles from './AddToPlaylistDialog.css';

/** One entry of a clip's menu (the shared clip menu takes these from each feature). */
export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
}

/** "Add to playlist" for a clip's menu: any signed-in user may file a song they can see. */
export function usePlaylistMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const modal = useAddToPlaylist();
  if (!user || !modal.available || clip.is_trashed) return [];
  return [
    { key: 'addToPlaylist', label: t('playlist.addTo'), onSelect: () => modal.open([clip.id]) },
  ];
}

/**
 * The add-to-playlist modal (spec 000 §2 "add to playlist or project"), mounted once by the
 * app frame: the user's playlists to pick from, or a new one named here.
 */
export function AddToPlaylistDialog() {
  const { t } = useTranslation();
  const modal = useAddToPlaylist();
  const [name, setName] = useState('');
  const busy = modal.status === 'adding';
  const open = modal.status !== 'closed';
  return (
    <Dialog
      open={open}
      title={t('playlist.addTitle', { count: modal.clipCount })}
      onClose={() => {
        setName('');
        modal.close();
      }}
      dismissible={!busy}
      actions={
        <Button variant="ghost" onClick={modal.close} disabled={busy}>
          {t('playlist.cancel')}
        </Button>
      }
    >
      {modal.status === 'loading' && <Spinner />}
      {modal.status === 'failed' && (
        <div>
          <p role="alert">{t(`errors.${modal.error ?? 'unknown'}`)}</p>
          <Button onClick={modal.retry}>{t('song.retry')}</Button>
        </div>
      )}
      {(modal.status === 'choosing' || busy) && (
        <>
          {modal.error && <p role="alert">{t(`errors.${modal.error}`)}</p>}
          <form
            className={styles.create}
            onSubmit={(event) => {
              event.preventDefault();
              modal.create(name);
              setName('');
            }}
          >
            <TextField
              label={t('playlist.newName')}
              placeholder={t('playlist.untitled')}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" disabled={busy}>
              {t('playlist.createAndAdd')}
            </Button>
          </form>
          {modal.playlists.length === 0 ? (
            <p className={styles.empty}>{t('playlist.noneYet')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('playlist.yours')}>
              {modal.playlists.map((playlist) => (
                <li key={playlist.id}>
                  <Button
                    variant="ghost"
                    className={styles.choice}
                    disabled={busy}
                    onClick={() => modal.choose(playlist.id)}
                  >
                    {t('playlist.addToNamed', { name: playlist.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}

/**
 * The playlist entries of a clip as buttons, for pages that show a clip without the shared
 * clip menu (the song page until the menu takes them).
 */
export function PlaylistMenuButtons({ clip }: { clip: Clip }) {
  const items = usePlaylistMenuItems(clip);
  return (
    <>
      {items.map((item) => (
        <Button key={item.key} variant="ghost" onClick={item.onSelect}>
          {item.label}
        </Button>
      ))}
    </>
  );
}
