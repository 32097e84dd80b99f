import { useEffect } from 'react';
import type { HookSong } from '../../../../../machines/hooks/hook-song';
import { useHookSongs } from '../../../app/useMakeHook';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { Busy } from './Busy';
import { secondsText } from './hook-issue-text';
import * as styles from './MakeHook.css';

/** One song a hook can be set to: its cover, title and length. */
export function HookSongCard({ song }: { song: HookSong }) {
  const { t } = useTranslation();
  return (
    <span className={styles.song}>
      {song.imageUrl ? (
        <img className={styles.cover} src={song.imageUrl} alt="" />
      ) : (
        <span className={styles.cover} aria-hidden="true" />
      )}
      <span className={styles.songText}>
        <span className={styles.songTitle}>{song.title}</span>
        <span className={styles.muted}>
          {t('makeHook.songLength', { s: secondsText(song.durationS) })}
        </span>
      </span>
    </span>
  );
}

/** The hook song modal (spec 001 §2): the user's songs, searched by title; one is chosen. */
export function HookSongModal(props: {
  open: boolean;
  onClose: () => void;
  onChoose: (song: HookSong) => void;
}) {
  const { t } = useTranslation();
  const list = useHookSongs();
  const { open: read, ready } = list;
  useEffect(() => {
    if (props.open) read();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- afresh at each opening (a song may be new)
  }, [props.open, ready]);
  return (
    <Dialog
      open={props.open}
      title={t('makeHook.songModal.title')}
      onClose={props.onClose}
      actions={
        <Button variant="ghost" onClick={props.onClose}>
          {t('makeHook.cancel')}
        </Button>
      }
    >
      <TextField
        label={t('makeHook.songModal.search')}
        type="search"
        value={list.term}
        onChange={(event) => list.search(event.target.value)}
      />
      {list.state === 'loading' && <Busy>{t('app.loading')}</Busy>}
      {list.state === 'failed' && (
        <p role="alert">
          {t(`errors.${list.error ?? 'unknown'}`)}{' '}
          <Button variant="ghost" onClick={list.retry}>
            {t('hooks.retry')}
          </Button>
        </p>
      )}
      {list.state === 'ready' && list.songs.length === 0 && <p>{t('makeHook.songModal.none')}</p>}
      <ul className={styles.songList} aria-label={t('makeHook.songModal.list')}>
        {list.songs.map((song) => (
          <li key={song.id}>
            <button
              type="button"
              className={styles.songChoice}
              aria-label={song.title}
              onClick={() => props.onChoose(song)}
            >
              <HookSongCard song={song} />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
