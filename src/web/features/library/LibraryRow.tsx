import { Link } from '@tanstack/react-router';
import type { Clip } from '../../../contracts/clip';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { formatDuration } from '../generations/format';
import * as styles from './LibraryRow.css';
import { PlayButton } from '../player/PlayButton';

/**
 * One song of the library as a dense row: selection, cover, title, styles, duration, likes and
 * plays, and its trash actions (the shared clip menu goes in `menu`).
 */
export function LibraryRow(props: {
  clip: Clip;
  inTrash: boolean;
  /** A change is on its way (one at a time): the row's actions wait for it. */
  busy: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onTrash: () => void;
  onRestore: () => void;
  onDelete: () => void;
  menu?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { clip } = props;
  const duration = clip.metadata.duration;
  return (
    <li className={styles.row} data-selected={props.selected} aria-label={clip.title}>
      <input
        type="checkbox"
        checked={props.selected}
        onChange={(event) => props.onSelect(event.target.checked)}
        aria-label={t('library.selectSong', { title: clip.title })}
      />
      {!props.inTrash && <PlayButton clip={clip} />}
      {clip.image_url ? (
        <img className={styles.cover} src={clip.image_url} alt="" width={36} height={36} />
      ) : (
        <div className={styles.cover} aria-hidden="true" />
      )}
      <div className={styles.text}>
        <Link to="/song/$id" params={{ id: clip.id }} className={styles.title}>
          {clip.title || t('library.untitled')}
        </Link>
        {clip.metadata.tags && <span className={styles.styles}>{clip.metadata.tags}</span>}
      </div>
      <div className={styles.figures}>
        {duration !== null && <span>{formatDuration(duration)}</span>}
        <span>{t('library.likes', { count: clip.upvote_count })}</span>
        <span>{t('library.plays', { count: clip.play_count })}</span>
      </div>
      <div className={styles.actions}>
        {props.inTrash ? (
          <>
            <Button
              variant="ghost"
              disabled={props.busy}
              onClick={props.onRestore}
              aria-label={t('library.restoreSong', { title: clip.title })}
            >
              {t('library.restore')}
            </Button>
            <Button
              variant="ghost"
              disabled={props.busy}
              onClick={props.onDelete}
              aria-label={t('library.deleteSong', { title: clip.title })}
            >
              {t('library.delete')}
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            disabled={props.busy}
            onClick={props.onTrash}
            aria-label={t('library.trashSong', { title: clip.title })}
          >
            {t('library.trash')}
          </Button>
        )}
        {props.menu}
      </div>
    </li>
  );
}
