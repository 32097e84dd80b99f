import type { Clip } from '../../../contracts/clip';
import { useClipVideo } from '../../app/useClipVideo';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuItem } from '../clip-menu/menuItems';

/** A clip the signed-in viewer may make a card of (and, as its owner, a video): complete, seen. */
export function useVideoClip(clip: Clip): { clip: Clip | null; isOwner: boolean } {
  const { user } = useSession();
  const isOwner = user !== null && user.id === clip.user_id;
  const usable =
    user !== null && clip.status === 'complete' && !clip.is_trashed && (isOwner || clip.is_public);
  return { clip: usable ? clip : null, isOwner };
}

/**
 * The clip menu's video entries (spec 000 §7 "Video and sharing"): "Make video" for the owner,
 * "Download video" once there is one, and "Share card" (a square image or a short video).
 */
export function useVideoMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const usable = useVideoClip(clip);
  const video = useClipVideo(usable.clip);
  if (!usable.clip) return [];
  const items: MenuItem[] = [];
  if (usable.isOwner) {
    items.push({ key: 'makeVideo', label: t('video.make'), onSelect: video.makeVideo });
  }
  if (video.video.url) {
    items.push({
      key: 'downloadVideo',
      label: t('video.download'),
      href: video.video.url,
      download: `${clip.title}.mp4`,
    });
  }
  items.push({ key: 'shareCard', label: t('video.shareCard'), onSelect: video.openShare });
  return items;
}
