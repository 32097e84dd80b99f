import type { SnapshotFrom } from 'xstate';
import type { mentionSuggestMachine } from './mentionSuggest.machine';

type Snapshot = SnapshotFrom<typeof mentionSuggestMachine>;

/** The suggestions to list (none unless they are shown). */
export const selectMentionUsers = (s: Snapshot) => (s.matches('showing') ? s.context.users : []);
export const selectMentionHighlighted = (s: Snapshot) => s.context.highlighted;
