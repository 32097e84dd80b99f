import type { Clip } from '../../../contracts/clip';
import { useDownload } from '../../app/useDownload';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuItem } from '../clip-menu/menuItems';

/** A clip the signed-in viewer may download: complete, out of the trash, theirs or public. */
export function useDownloadClip(clip: Clip): Clip | null {
  const { user } = useSession();
  const usable =
    user !== null &&
    clip.status === 'complete' &&
    !clip.is_trashed &&
    (user.id === clip.user_id || clip.is_public);
  return usable ? clip : null;
}

/** The clip menu's "Download…" entry, which opens the download modal (issue 16). */
export function useDownloadMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const usable = useDownloadClip(clip);
  const download = useDownload(usable);
  return usable ? [{ key: 'download', label: t('download.menu'), onSelect: download.open }] : [];
}
