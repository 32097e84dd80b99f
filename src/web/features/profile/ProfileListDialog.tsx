import { Link } from '@tanstack/react-router';
import type { Clip } from '../../../contracts/clip';
import type { ProfileSummary } from '../../../contracts/profile';
import { useProfileList } from '../../app/useProfileList';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Avatar } from './Avatar';
import { FollowButton } from './FollowButton';
import { ListBody } from './ListBody';
import { ClipRows } from './ProfileSongs';
import * as styles from './ProfilePage.css';

/** The lists a profile's counts open. */
export type ProfileListChoice = 'followers' | 'following' | 'remixes';

/**
 * A dialog with one list of a profile, read a page at a time (spec 001 §7
 * `num_total_profiles`): its followers or whom it follows, each with a follow button, or the
 * remixes it inspired, each playable.
 */
export function ProfileListDialog(props: {
  handle: string;
  list: ProfileListChoice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const view = useProfileList(props.handle, props.list);
  return (
    <Dialog
      open
      title={t(`profile.lists.${props.list}`, { handle: props.handle })}
      onClose={props.onClose}
      actions={
        <Button variant="ghost" onClick={props.onClose}>
          {t('profile.close')}
        </Button>
      }
    >
      {view.status === 'ready' && view.items.length === 0 && (
        <p className={styles.empty}>{t(`profile.lists.empty.${props.list}`)}</p>
      )}
      <ListBody list={view}>
        {props.list === 'remixes' ? (
          <ClipRows
            clips={view.items as Clip[]}
            handle={props.handle}
            label={t('profile.lists.remixes', { handle: props.handle })}
          />
        ) : (
          <ul className={styles.list}>
            {(view.items as ProfileSummary[]).map((person) => (
              <PersonRow key={person.user_id} person={person} onOpen={props.onClose} />
            ))}
          </ul>
        )}
      </ListBody>
    </Dialog>
  );
}

function PersonRow({ person, onOpen }: { person: ProfileSummary; onOpen: () => void }) {
  return (
    <li className={styles.person}>
      <Avatar name={person.display_name} imageUrl={person.avatar_image_url} size="small" />
      <span className={styles.personText}>
        <Link to="/@{$handle}" params={{ handle: person.handle }} onClick={onOpen}>
          {person.display_name}
        </Link>
        <span className={styles.meta}>@{person.handle}</span>
      </span>
      <FollowButton handle={person.handle} following={person.is_following} compact />
    </li>
  );
}
