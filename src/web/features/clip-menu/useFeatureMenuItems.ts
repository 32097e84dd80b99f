import type { Clip } from '../../../contracts/clip';
import { useTrashMenuItems } from '../library/useTrashMenuItems';
import { usePersonaMenuItems } from '../persona/usePersonaMenuItems';
import { usePlaylistMenuItems } from '../playlist/AddToPlaylistDialog';
import { useRadioMenuItems } from '../radio/useRadioMenuItems';
import type { MenuItem } from './menuItems';

/**
 * Other features' entries of the clip menu, each deciding its own permission: add to
 * playlist, create persona, song radio and embed code, and move to trash (or restore and delete in the trash), last.
 */
export function useFeatureMenuItems(clip: Clip): MenuItem[] {
  return [
    ...usePlaylistMenuItems(clip),
    ...usePersonaMenuItems(clip),
    ...useRadioMenuItems(clip),
    ...useTrashMenuItems(clip),
  ];
}
