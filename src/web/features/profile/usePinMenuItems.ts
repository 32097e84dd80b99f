import type { Clip } from '../../../contracts/clip';
import { useIsPinned, usePins } from '../../app/usePins';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuItem } from '../clip-menu/menuItems';

/**
 * The clip menu's pin entry (spec 000 §5): on one's own public song, "Pin to profile" opens
 * the pin modal; a pinned one offers "Unpin from profile", at once.
 */
export function usePinMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const pins = usePins();
  const pinned = useIsPinned(clip);
  const own = user !== null && user.id === clip.user_id;
  if (!own || !pins.available || clip.is_trashed || clip.status !== 'complete') return [];
  const target = { id: clip.id, title: clip.title };
  if (pinned) {
    return [{ key: 'unpin', label: t('pins.unpinItem'), onSelect: () => pins.unpin(target) }];
  }
  if (!clip.is_public) return [];
  return [{ key: 'pin', label: t('pins.pinItem'), onSelect: () => pins.open(target) }];
}
