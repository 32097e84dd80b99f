import { useProfileList } from '../../app/useProfileList';
import { useTranslation } from '../../i18n/useTranslation';
import { PersonaCard } from '../persona/PersonaCard';
import { PlaylistCard } from '../playlist/PlaylistCard';
import { ListBody } from './ListBody';
import { ProfileSection } from './ProfileSongs';
import * as styles from './ProfilePage.css';

/** A profile's public playlists and personas, a page at a time. */
export function ProfileCollections({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const playlists = useProfileList(handle, 'playlists');
  const personas = useProfileList(handle, 'personas');
  return (
    <>
      <ProfileSection
        id="profile-playlists"
        title={t('profile.playlists', { count: playlists.total })}
        empty={t('profile.noPlaylists')}
        isEmpty={playlists.status === 'ready' && playlists.items.length === 0}
      >
        <ListBody list={playlists}>
          <ul className={styles.grid}>
            {playlists.items.map((playlist) => (
              <PlaylistCard key={playlist.id} playlist={playlist} />
            ))}
          </ul>
        </ListBody>
      </ProfileSection>
      <ProfileSection
        id="profile-personas"
        title={t('profile.personas', { count: personas.total })}
        empty={t('profile.noPersonas')}
        isEmpty={personas.status === 'ready' && personas.items.length === 0}
      >
        <ListBody list={personas}>
          <ul className={styles.list}>
            {personas.items.map((persona) => (
              <li key={persona.id}>
                <PersonaCard persona={persona} />
              </li>
            ))}
          </ul>
        </ListBody>
      </ProfileSection>
    </>
  );
}
