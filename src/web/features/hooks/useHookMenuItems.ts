import { useNavigate } from '@tanstack/react-router';
import type { Clip } from '../../../contracts/clip';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuItem } from '../clip-menu/menuItems';
import { MAKE_HOOK_ID, makeHookSearch } from './make/hook-flow-link';

/**
 * The clip menu's "Make a hook": a complete song the signed-in viewer may use (their own or a
 * public one, as the create call allows) opens the hook flow with it chosen.
 */
export function useHookMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const usable =
    user !== null &&
    clip.status === 'complete' &&
    !clip.is_trashed &&
    (clip.is_public || user.id === clip.user_id);
  if (!usable) return [];
  return [
    {
      key: 'makeHook',
      label: t('makeHook.open'),
      onSelect: () =>
        void navigate({
          to: '/hook/$hookId',
          params: { hookId: MAKE_HOOK_ID },
          search: makeHookSearch(clip.id),
        }),
    },
  ];
}
