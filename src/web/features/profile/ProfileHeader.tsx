import { Link } from '@tanstack/react-router';
import type { ProfileBasics } from '../../../../machines/profile/profile.machine';
import { useFollow } from '../../app/useFollows';
import type { ProfileView } from '../../app/useProfile';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Avatar } from './Avatar';
import { FollowButton } from './FollowButton';
import type { ProfileListChoice } from './ProfileListDialog';
import * as styles from './ProfilePage.css';

/**
 * The top of a profile: picture, handle, when they joined, bio, what they count (followers,
 * following and remixes open their lists), and follow, or edit for the owner.
 */
export function ProfileHeader(props: {
  profile: ProfileBasics;
  view: ProfileView;
  remixCount: number;
  openList: (list: ProfileListChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { profile } = props;
  const follow = useFollow(profile.handle, profile.is_following);
  // The viewer's own toggle shows in the count at once, as on the button.
  const followers =
    profile.stats.followers_count +
    (follow.following === profile.is_following ? 0 : follow.following ? 1 : -1);
  const joined = new Date(profile.created_at).toLocaleDateString(i18n.language, {
    year: 'numeric',
    month: 'long',
  });
  const isOwner = user?.id === profile.user_id;
  const counted = (list: ProfileListChoice, count: number) => (
    <li>
      <button type="button" className={styles.stat} onClick={() => props.openList(list)}>
        {t(`profile.stats.${list}`, { count })}
      </button>
    </li>
  );
  return (
    <div className={styles.header}>
      <Avatar name={profile.display_name} imageUrl={profile.avatar_image_url} size="large" />
      <div className={styles.facts}>
        <p className={styles.handle}>@{profile.handle}</p>
        <p className={styles.meta}>{t('profile.joined', { date: joined })}</p>
        {profile.profile_description ? (
          <p className={styles.bio}>{profile.profile_description}</p>
        ) : (
          isOwner && <p className={styles.meta}>{t('profile.noBio')}</p>
        )}
        <ul className={styles.stats} aria-label={t('profile.stats.label')}>
          {counted('followers', followers)}
          {counted('following', profile.stats.following_count)}
          {counted('remixes', props.remixCount)}
          <li className={styles.plainStat}>
            {t('profile.publicSongs', { count: profile.num_total_clips })}
          </li>
          <li className={styles.plainStat}>
            {t('profile.stats.likes', { count: profile.stats.upvote_count__sum })}
          </li>
          <li className={styles.plainStat}>
            {t('profile.stats.plays', { count: profile.stats.play_count__sum })}
          </li>
        </ul>
        <div className={styles.actions}>
          {isOwner ? (
            <>
              <Button variant="ghost" onClick={() => props.view.editOpen(user.id)}>
                {t('profile.edit')}
              </Button>
              <Link to="/me" className={styles.own}>
                {t('profile.yourLibrary')}
              </Link>
            </>
          ) : (
            <FollowButton handle={profile.handle} following={profile.is_following} />
          )}
        </div>
      </div>
    </div>
  );
}
