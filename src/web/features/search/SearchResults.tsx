import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Clip } from '../../../contracts/clip';
import type { Persona } from '../../../contracts/persona';
import type { Playlist } from '../../../contracts/playlist';
import type { ProfileSummary } from '../../../contracts/profile';
import type { GenreHit, SearchHit, SearchPageType } from '../../../contracts/search';
import { useTranslation } from '../../i18n/useTranslation';
import { StoredClipRow } from '../generations/ListedClipRow';
import { PersonaCard } from '../persona/PersonaCard';
import { PlayQueueProvider } from '../player/PlayQueue';
import { PlaylistCard } from '../playlist/PlaylistCard';
import { Avatar } from '../profile/Avatar';
import * as styles from './SearchPage.css';

/** Songs found, playable as a queue with the `search` context (spec 001 §3). */
function SongResults({ clips, term }: { clips: Clip[]; term: string }) {
  const { t } = useTranslation();
  const queued = useCallback(() => clips, [clips]);
  return (
    <PlayQueueProvider clips={queued} context={{ type: 'search', id: term }}>
      <ul className={styles.list} aria-label={t('search.results')}>
        {clips.map((clip) => (
          <StoredClipRow key={clip.id} clip={clip} />
        ))}
      </ul>
    </PlayQueueProvider>
  );
}

function ProfileResults({ profiles }: { profiles: ProfileSummary[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('search.results')}>
      {profiles.map((profile) => (
        <li key={profile.user_id} className={styles.row}>
          <Avatar name={profile.display_name} imageUrl={profile.avatar_image_url} size="small" />
          <span>
            <Link to="/@{$handle}" params={{ handle: profile.handle }}>
              {profile.display_name}
            </Link>{' '}
            <span className={styles.muted}>@{profile.handle}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Genres link to their style tag page: the public songs naming the style. */
function GenreResults({ genres }: { genres: GenreHit[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('search.results')}>
      {genres.map((genre) => (
        <li key={genre.name} className={styles.row}>
          <Link to="/style/$tag" params={{ tag: genre.name }}>
            {genre.name}
          </Link>
          <span className={styles.muted}>
            {t('search.genreSongs', { count: genre.song_count })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What a search found, drawn for its type. */
export function SearchResults(props: { type: SearchPageType; hits: SearchHit[]; term: string }) {
  const { t } = useTranslation();
  const { hits } = props;
  switch (props.type) {
    case 'public_song':
      return <SongResults clips={hits as Clip[]} term={props.term} />;
    case 'public_persona':
      return (
        <ul className={styles.list} aria-label={t('search.results')}>
          {(hits as Persona[]).map((persona) => (
            <li key={persona.id}>
              <PersonaCard persona={persona} />
            </li>
          ))}
        </ul>
      );
    case 'playlist':
      return (
        <ul className={styles.grid} aria-label={t('search.results')}>
          {(hits as Playlist[]).map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist} />
          ))}
        </ul>
      );
    case 'user':
      return <ProfileResults profiles={hits as ProfileSummary[]} />;
    case 'platform_genre':
      return <GenreResults genres={hits as GenreHit[]} />;
  }
}
