import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { workspaceInvitesMachine } from '../../../machines/workspace/workspaceInvites.machine';
import type { workspaceMembersMachine } from '../../../machines/workspace/workspaceMembers.machine';
import * as selectors from '../../../machines/workspace/workspaceMembers.selectors';
import type { WorkspaceUser } from '../../contracts/workspace';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type MembersRef = ActorRefFrom<typeof workspaceMembersMachine>;
type InvitesRef = ActorRefFrom<typeof workspaceInvitesMachine>;

/** A workspace's people and the invite picker, while its page shows them (`null`: none). */
export function useWorkspaceMembers(workspaceId: string | null) {
  useOpenPage(workspaceId ? { kind: 'workspaceMembers', workspaceId } : null);
  const ref = usePageActor<MembersRef>(
    workspaceId ? pageActorId('workspaceMembers', workspaceId) : null,
  );
  const actions = useMemo(
    () => ({
      refresh: () => ref?.send({ type: 'workspaceMembers.refresh' }),
      search: (text: string) => ref?.send({ type: 'workspaceMembers.search', text }),
      invite: (user: WorkspaceUser) => ref?.send({ type: 'workspaceMembers.invite', user }),
      remove: (userId: string) => ref?.send({ type: 'workspaceMembers.remove', userId }),
      leave: () => ref?.send({ type: 'workspaceMembers.leave' }),
    }),
    [ref],
  );
  return {
    members: useSelector(ref, selectors.selectMembers),
    error: useSelector(ref, selectors.selectMembersError),
    text: useSelector(ref, selectors.selectSearchText),
    candidates: useSelector(ref, selectors.selectCandidates),
    searching: useSelector(ref, selectors.selectIsSearching),
    acting: useSelector(ref, selectors.selectIsActing),
    ...actions,
  };
}

/** The invites list (spec 001 §2), while it is shown. */
export function useWorkspaceInvites(open: boolean) {
  useOpenPage(open ? { kind: 'workspaceInvites' } : null);
  const ref = usePageActor<InvitesRef>(open ? pageActorId('workspaceInvites', '') : null);
  return {
    invites: useSelector(ref, selectors.selectInvites),
    error: useSelector(ref, selectors.selectInvitesError),
    answering: useSelector(ref, selectors.selectIsAnswering),
    refresh: () => ref?.send({ type: 'workspaceInvites.refresh' }),
    respond: (inviteId: string, accept: boolean) =>
      ref?.send({ type: 'workspaceInvites.respond', inviteId, accept }),
  };
}
