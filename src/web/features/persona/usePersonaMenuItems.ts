import type { Clip } from '../../../contracts/clip';
import { useCreatePersona } from '../../app/useCreatePersona';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';

/** An entry of the clip menu (slice A's shared menu takes these). */
export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
}

/**
 * The clip menu's persona entry (spec 000 §2 "create persona"): on the user's own complete
 * clip with vocals, it opens the create-persona modal over it.
 */
export function usePersonaMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const modal = useCreatePersona();
  const usable =
    user !== null &&
    user.id === clip.user_id &&
    clip.status === 'complete' &&
    !clip.is_trashed &&
    !clip.metadata.make_instrumental;
  if (!usable) return [];
  return [
    {
      key: 'createPersona',
      label: t('createPersona.menuItem'),
      onSelect: () => modal.open({ id: clip.id, title: clip.title }),
    },
  ];
}
