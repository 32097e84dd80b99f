import type { Clip } from '../../../contracts/clip';
import { useClipActions } from '../../app/useClipActions';
import { useSession } from '../../app/useSession';
import { PersonaMenuButtons } from '../persona/PersonaMenuButtons';
import { ClipActionsMenu } from './ClipActionsMenu';
import { CoverDialog } from './CoverDialog';
import { ExtendDialog } from './ExtendDialog';
import { RemasterDialog } from './RemasterDialog';

/**
 * The actions on a complete clip for a signed-in user: all of them on their own clip; extend
 * and the downloads on someone else's public one (the server refuses any other clip).
 */
export function SongActions({ clip }: { clip: Clip }) {
  const { user } = useSession();
  const isOwner = user !== null && user.id === clip.user_id;
  const shown = user !== null && clip.status === 'complete' && (isOwner || clip.is_public);
  const actions = useClipActions(shown ? clip : null);
  if (!shown) return null;
  return (
    <>
      <ClipActionsMenu clip={clip} actions={actions} isOwner={isOwner} />
      <PersonaMenuButtons clip={clip} />
      <ExtendDialog clip={clip} actions={actions} />
      {isOwner && <CoverDialog clip={clip} actions={actions} />}
      {isOwner && <RemasterDialog clip={clip} actions={actions} />}
    </>
  );
}
