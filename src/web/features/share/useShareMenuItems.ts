import type { Clip } from '../../../contracts/clip';
import { useShare } from '../../app/useShare';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuItem } from '../clip-menu/menuItems';
import { embedCode } from '../radio/useRadioMenuItems';

/** What the share modal needs of a song: its link's content, and its embed code when public. */
export const clipShareTarget = (clip: Clip) => ({
  content_type: 'clip' as const,
  content_id: clip.id,
  title: clip.title,
  embedCode:
    clip.is_public && clip.status === 'complete' ? embedCode(clip, window.location.origin) : null,
});

/**
 * The clip menu's "Share" entry: the share modal for a song the viewer may share (their own,
 * or a public one), not one in the trash.
 */
export function useShareMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const share = useShare();
  if (!share.available || clip.is_trashed) return [];
  return [
    { key: 'share', label: t('share.open'), onSelect: () => share.show(clipShareTarget(clip)) },
  ];
}
