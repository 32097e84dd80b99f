import { Link, useLocation } from '@tanstack/react-router';
import { useFollow } from '../../app/useFollows';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';

/**
 * Follow or unfollow a creator (spec 000 §7): shown at once, rolled back with a toast if the
 * call fails. Signed out, a way to sign in; on one's own profile, nothing.
 */
export function FollowButton(props: {
  handle: string;
  following: boolean;
  /** Signed out, show nothing rather than the way to sign in (rows of a list). */
  compact?: boolean;
  /** The text of the follow (not unfollow) button, when not "Follow" ("Follow back"). */
  label?: string | undefined;
}) {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const location = useLocation();
  const follow = useFollow(props.handle, props.following);
  if (user?.handle.toLowerCase() === props.handle.toLowerCase()) return null;
  if (status === 'signedOut') {
    return props.compact ? null : (
      <Link to="/sign-in" search={{ redirect: location.href }}>
        {t('profile.signInToFollow')}
      </Link>
    );
  }
  if (!follow.available) return null;
  return (
    <Button
      variant={follow.following ? 'ghost' : 'primary'}
      aria-label={t(follow.following ? 'profile.unfollowHandle' : 'profile.followHandle', {
        handle: props.handle,
      })}
      onClick={follow.toggle}
    >
      {t(follow.following ? 'profile.unfollow' : (props.label ?? 'profile.follow'))}
    </Button>
  );
}
