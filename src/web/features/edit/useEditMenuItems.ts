import { useNavigate } from '@tanstack/react-router';
import type { Clip } from '../../../contracts/clip';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuItem } from '../clip-menu/menuItems';

/** The clip menu's "Edit…" entry: the owner's complete clip opens in edit mode (/edit/{id}). */
export function useEditMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const editable =
    user !== null && user.id === clip.user_id && clip.status === 'complete' && !clip.is_trashed;
  if (!editable) return [];
  return [
    {
      key: 'edit',
      label: t('edit.menu'),
      onSelect: () => void navigate({ to: '/edit/$', params: { _splat: clip.id } }),
    },
  ];
}
