import type { useProfileShelves } from '../../app/useProfileShelves';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { UnpinButton } from './UnpinButton';
import { ClipRows, ProfileSection } from './ProfileSongs';
import * as styles from './ProfilePage.css';

type Shelves = ReturnType<typeof useProfileShelves>;

/**
 * A profile's pinned songs (spec 000 §5) and top songs (spec 001 §7): shown when it has any;
 * its owner is told how to pin.
 */
export function ProfileShelves(props: { handle: string; shelves: Shelves; isOwner: boolean }) {
  const { t } = useTranslation();
  const { shelves } = props;
  if (shelves.status === 'loading') return <Spinner />;
  if (shelves.status === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{t(`errors.${shelves.error ?? 'unknown'}`)}</p>
        <Button onClick={shelves.retry}>{t('song.retry')}</Button>
      </div>
    );
  }
  return (
    <>
      {(shelves.pinned.length > 0 || props.isOwner) && (
        <ProfileSection
          id="profile-pinned"
          title={t('profile.pinned')}
          empty={t('profile.noPins')}
          isEmpty={shelves.pinned.length === 0}
        >
          <ClipRows
            clips={shelves.pinned}
            handle={props.handle}
            label={t('profile.pinned')}
            menu={(clip) => (props.isOwner ? <UnpinButton clip={clip} /> : null)}
          />
        </ProfileSection>
      )}
      {/* Top songs once any song has been liked or played: before, they are just the songs. */}
      {shelves.top.some((clip) => clip.upvote_count > 0 || clip.play_count > 0) && (
        <ProfileSection id="profile-top" title={t('profile.top')} empty={null} isEmpty={false}>
          <ClipRows
            clips={shelves.top}
            handle={props.handle}
            label={t('profile.top')}
            menu={() => null}
          />
        </ProfileSection>
      )}
    </>
  );
}
