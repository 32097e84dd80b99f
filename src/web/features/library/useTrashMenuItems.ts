import type { Clip } from '../../../contracts/clip';
import { useLibrary } from '../../app/useLibrary';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';

/** A clip menu entry (the shared clip menu takes these from each feature). */
export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
}

/**
 * The clip menu's trash entries, for the clip's owner only: move to trash, or restore and
 * delete (which opens DeleteClipModal, mounted once on the page) for a clip in the trash.
 */
export function useTrashMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const session = useSession();
  const library = useLibrary({ refreshOnOpen: false });
  if (session.user?.id !== clip.user_id) return [];
  if (!clip.is_trashed) {
    return [
      { key: 'trash', label: t('library.moveToTrash'), onSelect: () => library.trash([clip.id]) },
    ];
  }
  return [
    { key: 'restore', label: t('library.restore'), onSelect: () => library.restore([clip.id]) },
    { key: 'delete', label: t('library.delete'), onSelect: () => library.askDelete([clip.id]) },
  ];
}
