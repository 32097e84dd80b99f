import type { Clip } from '../../../contracts/clip';
import type { ClipMenuState } from '../../app/useClipMenu';

/**
 * One entry of a clip's menu. Other features add theirs with a `use<Name>MenuItems(clip)` hook
 * returning these (permission decided inside), passed to the menu as `extraItems`.
 */
export interface MenuItem {
  key: string;
  label: string;
  onSelect?: () => void;
  /** A link item (a download) rather than an action. */
  href?: string;
  download?: string;
  /** Shown but refused (its label says why): focusable, does nothing. */
  disabled?: boolean;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The settings and reaction entries of a clip's menu, by permission (issue 12): the owner
 * publishes, edits details, sets the remix permission and gives feedback; anyone signed in
 * likes or dislikes, others also report or say they are not interested; everyone may copy a public song's link.
 */
export function settingsMenuItems(
  t: T,
  clip: Clip,
  menu: ClipMenuState,
  who: { isOwner: boolean; signedIn: boolean },
  copyLink: () => void,
): MenuItem[] {
  const items: MenuItem[] = [];
  if (who.isOwner) {
    items.push(
      {
        key: 'publish',
        label: t(clip.is_public ? 'clipMenu.unpublish' : 'clipMenu.publish'),
        onSelect: () => menu.open('publish'),
      },
      { key: 'editDetails', label: t('clipMenu.editDetails'), onSelect: () => menu.open('editor') },
      {
        key: 'remixPermission',
        label: t('clipMenu.remixPermission'),
        onSelect: () => menu.open('remix'),
      },
    );
  }
  if (who.signedIn) {
    items.push(
      {
        key: 'like',
        label: t(menu.reaction === 'L' ? 'clipMenu.unlike' : 'clipMenu.like'),
        onSelect: menu.like,
      },
      {
        key: 'dislike',
        label: t(menu.reaction === 'D' ? 'clipMenu.undislike' : 'clipMenu.dislike'),
        onSelect: menu.dislike,
      },
    );
  }
  if (clip.is_public || who.isOwner) {
    items.push({ key: 'copyLink', label: t('clipMenu.copyLink'), onSelect: copyLink });
  }
  if (who.signedIn) {
    // Feedback on how the generation came out (update_feedback_state), once for anyone.
    items.push({
      key: 'feedback',
      label: t('clipMenu.feedback'),
      onSelect: () => menu.open('feedback'),
    });
    if (!who.isOwner) {
      items.push(
        { key: 'notInterested', label: t('clipMenu.notInterested'), onSelect: menu.notInterested },
        { key: 'report', label: t('clipMenu.report'), onSelect: () => menu.open('report') },
      );
    }
  }
  return items;
}

/** The song page's address, for "copy link". */
export const songLink = (clipId: string) =>
  new URL(`/song/${encodeURIComponent(clipId)}`, window.location.origin).toString();
