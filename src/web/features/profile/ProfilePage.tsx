import { useState } from 'react';
import type { ProfileBasics } from '../../../../machines/profile/profile.machine';
import { useProfile, type ProfileView } from '../../app/useProfile';
import { useProfileShelves } from '../../app/useProfileShelves';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { NotFound } from '../shell/NotFound';
import { EditProfileDialog } from './EditProfileDialog';
import { ListBody } from './ListBody';
import { ProfileCollections } from './ProfileCollections';
import { ProfileHeader } from './ProfileHeader';
import { ProfileListDialog, type ProfileListChoice } from './ProfileListDialog';
import { ProfileShelves } from './ProfileShelves';
import { ClipRows, ProfileSection } from './ProfileSongs';
import * as styles from './ProfilePage.css';

/**
 * /@{handle} (spec 000 §2): a creator's profile (readable signed out), or that nobody has the
 * handle.
 */
export function ProfilePage({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const view = useProfile(handle);
  if (view.status === 'notFound') return <NotFound what="profile" handle={handle} />;
  if (view.status === 'failed') {
    return (
      <PageShell page="profile">
        <div className={styles.failed}>
          <p role="alert">{t(`errors.${view.error ?? 'unknown'}`)}</p>
          <Button onClick={view.retry}>{t('song.retry')}</Button>
        </div>
      </PageShell>
    );
  }
  if (!view.profile) {
    return (
      <PageShell page="profile">
        <Spinner />
      </PageShell>
    );
  }
  return <ProfileView handle={handle} profile={view.profile} view={view} />;
}

function ProfileView(props: { handle: string; profile: ProfileBasics; view: ProfileView }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { profile, view } = props;
  const shelves = useProfileShelves(props.handle);
  const [list, setList] = useState<ProfileListChoice | null>(null);
  const isOwner = user?.id === profile.user_id;
  return (
    <PageShell page="profile" title={profile.display_name}>
      <ProfileHeader
        profile={profile}
        view={view}
        remixCount={shelves.remixCount}
        openList={setList}
      />
      <ProfileShelves handle={profile.handle} shelves={shelves} isOwner={isOwner} />
      <ProfileSection
        id="profile-songs"
        title={t('profile.songs', { count: profile.num_total_clips })}
        empty={t(isOwner ? 'profile.noSongsOwn' : 'profile.noSongs')}
        isEmpty={view.clips.length === 0}
      >
        <ListBody list={{ ...view, status: 'ready' }}>
          <ClipRows clips={view.clips} handle={profile.handle} label={t('profile.songsLabel')} />
        </ListBody>
      </ProfileSection>
      <ProfileCollections handle={props.handle} />
      {isOwner && view.editing && <EditProfileDialog view={view} />}
      {list && (
        <ProfileListDialog handle={profile.handle} list={list} onClose={() => setList(null)} />
      )}
    </PageShell>
  );
}
