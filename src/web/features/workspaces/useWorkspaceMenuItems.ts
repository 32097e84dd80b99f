import type { Clip } from '../../../contracts/clip';
import { DEFAULT_WORKSPACE_ID } from '../../../contracts/constants';
import { useSignedInActor } from '../../app/RootActorContext';
import { useSession } from '../../app/useSession';
import { useWorkspace } from '../../app/useWorkspace';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuItem } from '../clip-menu/menuItems';

/**
 * "Add to {workspace}" in a clip's menu (spec 000 §2 "add to playlist or project"): the
 * creator's own song, filed in the selected workspace (from any other it moves there).
 */
export function useWorkspaceMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const ws = useWorkspace();
  const filing = useSignedInActor('workspaceFiling');
  const target = ws.workspace;
  const selected = ws.selectedId;
  if (!user || user.id !== clip.user_id || clip.is_trashed || !filing || !target) return [];
  if (selected === DEFAULT_WORKSPACE_ID || target.id !== selected) return [];
  if (clip.project?.id === selected) return [];
  const live = ws.collab && (target.shared || target.is_owned);
  const request = {
    clipIds: [clip.id],
    sourceId: DEFAULT_WORKSPACE_ID,
    targetId: selected,
    targetName: target.name,
    announce: live ? ('add_clips' as const) : null,
    clips: [],
  };
  return [
    {
      key: 'addToWorkspace',
      label: t('workspaces.addTo', { name: target.name }),
      onSelect: () => filing.send({ type: 'workspaceFiling.file', request }),
    },
  ];
}
