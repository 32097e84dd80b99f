import type { Clip } from '../../../contracts/clip';
import { useEditMenuItems } from '../edit/useEditMenuItems';
import { useHookMenuItems } from '../hooks/useHookMenuItems';
import { useTrashMenuItems } from '../library/useTrashMenuItems';
import { usePersonaMenuItems } from '../persona/usePersonaMenuItems';
import { usePlaylistMenuItems } from '../playlist/AddToPlaylistDialog';
import { usePinMenuItems } from '../profile/usePinMenuItems';
import { useRadioMenuItems } from '../radio/useRadioMenuItems';
import { useShareMenuItems } from '../share/useShareMenuItems';
import { useVideoMenuItems } from '../video/useVideoMenuItems';
import { useWorkspaceMenuItems } from '../workspaces/useWorkspaceMenuItems';
import type { MenuItem } from './menuItems';

/**
 * Other features' entries of the clip menu, each deciding its own permission: add to
 * playlist, add to the selected workspace, create persona, share (the share modal), pin to
 * profile, song radio and embed code, video and share cards, make a hook, edit mode, and move to
 * trash (or restore and delete in the trash), last.
 */
export function useFeatureMenuItems(clip: Clip): MenuItem[] {
  return [
    ...usePlaylistMenuItems(clip),
    ...useWorkspaceMenuItems(clip),
    ...usePersonaMenuItems(clip),
    ...useShareMenuItems(clip),
    ...usePinMenuItems(clip),
    ...useRadioMenuItems(clip),
    ...useVideoMenuItems(clip),
    ...useHookMenuItems(clip),
    ...useEditMenuItems(clip),
    ...useTrashMenuItems(clip),
  ];
}
