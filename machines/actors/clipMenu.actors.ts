import { fromPromise } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { ReactInput } from '../clipMenu/clipReaction.machine';
import type { SettingsCall } from '../clipMenu/clipSettings.fields';
import type { ClipSettingsPort } from './ports';

/** A clip view's reaction call. */
export function createClipReactionActors(port: ClipSettingsPort) {
  return {
    react: fromPromise<Clip, ReactInput>(({ input, signal }) =>
      port.react(input.clipId, input.reaction, null, signal),
    ),
  };
}

/** The settings dialogs' calls; reports and "not interested" answer no clip. */
export function createClipSettingsActors(port: ClipSettingsPort) {
  return {
    save: fromPromise<Clip | null, SettingsCall>(async ({ input, signal }) => {
      switch (input.kind) {
        case 'visibility':
          return port.setVisibility(input.clipId, input.isPublic, signal);
        case 'metadata':
          return port.setMetadata(input.clipId, input.body, signal);
        case 'remix':
          await port.toggleShowRemixes(input.clipId, input.showRemix, signal);
          return port.toggleRemixes(input.clipId, input.canRemix, signal);
        case 'flag':
          await port.flag(input.clipId, input.reason, input.details, signal);
          return null;
        case 'feedback':
          return port.setFeedback(input.clipId, input.reasons.join(',') || null, signal);
        case 'notInterested':
          await port.notInterested(input.clipId, true, signal);
          return null;
      }
    }),
  };
}
