import { Link } from '@tanstack/react-router';
import type { Playlist } from '../../../contracts/playlist';
import { useTranslation } from '../../i18n/useTranslation';
import { CoverMosaic } from './PlaylistPage';
import * as styles from './PlaylistsPage.css';

/** A playlist in a grid (/playlist, a profile's playlists): its covers, name and song count. */
export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <CoverMosaic images={playlist.image_urls} />
      <Link to="/playlist/$id" params={{ id: playlist.id }} className={styles.name}>
        {playlist.name}
      </Link>
      <span className={styles.meta}>
        {t('playlist.songs', { count: playlist.num_total_results })}
      </span>
    </li>
  );
}
