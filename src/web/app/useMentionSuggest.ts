import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { mentionSuggestMachine } from '../../../machines/mention/mentionSuggest.machine';
import {
  selectMentionHighlighted,
  selectMentionUsers,
} from '../../../machines/mention/mentionSuggest.selectors';
import type { ProfileSummary } from '../../contracts/profile';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type MentionRef = ActorRefFrom<typeof mentionSuggestMachine>;
const NONE: ProfileSummary[] = [];

/** `@handle` suggestions for the comment box of a song (`clipId` null: no box shown). */
export function useMentionSuggest(clipId: string | null) {
  useOpenPage(clipId ? { kind: 'mentions', clipId } : null);
  const ref = usePageActor<MentionRef>(clipId ? pageActorId('mentionSuggest', clipId) : null);
  return {
    users: useSelector(ref, (s) => (s ? selectMentionUsers(s) : NONE)),
    highlighted: useSelector(ref, (s) => (s ? selectMentionHighlighted(s) : 0)),
    query: (text: string | null) => ref?.send({ type: 'mention.query', text }),
    move: (step: 1 | -1) => ref?.send({ type: 'mention.move', step }),
    close: () => ref?.send({ type: 'mention.close' }),
  };
}
