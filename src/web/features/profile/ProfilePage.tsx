import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { Profile } from '../../../contracts/profile';
import { useProfile } from '../../app/useProfile';
import { useSession } from '../../app/useSession';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { NotFound } from '../shell/NotFound';
import * as styles from './ProfilePage.css';

/** /@{handle}: a creator's profile, or that nobody has the handle. */
export function ProfilePage({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const profile = useProfile(handle);
  if (profile.status === 'notFound') return <NotFound what="profile" handle={handle} />;
  if (profile.status === 'failed') {
    return (
      <PageShell page="profile">
        <div className={styles.failed}>
          <p role="alert">{t(`errors.${profile.error ?? 'unknown'}`)}</p>
          <Button onClick={profile.retry}>{t('song.retry')}</Button>
        </div>
      </PageShell>
    );
  }
  if (!profile.profile) {
    return (
      <PageShell page="profile">
        <Spinner />
      </PageShell>
    );
  }
  return <ProfileCard profile={profile.profile} />;
}

function ProfileCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const joined = new Date(profile.created_at).toLocaleDateString(i18n.language, {
    year: 'numeric',
    month: 'long',
  });
  return (
    <PageShell page="profile" title={profile.display_name}>
      <div className={styles.card}>
        {profile.avatar_image_url ? (
          <img className={styles.avatar} src={profile.avatar_image_url} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {profile.display_name.charAt(0)}
          </span>
        )}
        <div className={styles.facts}>
          <p className={styles.handle}>@{profile.handle}</p>
          <p className={styles.meta}>{t('profile.joined', { date: joined })}</p>
          <p className={styles.meta}>
            {t('profile.publicSongs', { count: profile.num_total_clips })}
          </p>
          {user?.id === profile.user_id && (
            <Link to="/me" className={styles.own}>
              {t('profile.yourLibrary')}
            </Link>
          )}
        </div>
      </div>
    </PageShell>
  );
}
