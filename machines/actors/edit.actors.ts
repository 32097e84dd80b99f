import { fromCallback, fromPromise } from 'xstate';
import type { EditActionResponse } from '../../src/contracts/edit-actions';
import {
  EDIT_STATE_KEY,
  initialEditState,
  restoreEditState,
  type EditState,
} from '../../src/contracts/edit-state';
import type { GenerateResponse } from '../../src/contracts/generation';
import { isPolledAction, type EditRequest } from '../edit/edit.requests';
import type { EditStarted } from '../edit/editAction.machine';
import type { EditSession } from '../edit/editor.machine';
import type { EditPort } from './edit.port';
import type { Ports } from './ports';
import { playRangeActor } from './range-playback';

/** An action clip's answer as the tracker takes it: its request with the one clip. */
const asResponse = ({ clip }: EditActionResponse): GenerateResponse => ({
  id: clip.request_id,
  clips: [clip],
});

/** Makes one edit mode call. */
function runEdit(
  edit: EditPort,
  generate: Ports['generation'],
  request: EditRequest,
  signal: AbortSignal,
) {
  switch (request.action) {
    case 'crop':
      return edit.crop(request.clipId, request.body, signal).then(asResponse);
    case 'fade':
      return edit.fade(request.clipId, request.body, signal).then(asResponse);
    case 'speed':
      return edit.speed(request.clipId, request.body, signal).then(asResponse);
    case 'infill':
    case 'extend':
      return generate.generate(request.body, signal);
    case 'concat':
      return edit.concat(request.body, signal);
  }
}

/** The edit action's effects: the call and the action clip's status read. */
export function createEditActionActors(ports: Pick<Ports, 'edit' | 'generation'>) {
  return {
    runEdit: fromPromise<EditStarted, EditRequest>(async ({ input, signal }) => ({
      response: await runEdit(ports.edit, ports.generation, input, signal),
      polled: isPolledAction(input.action),
    })),
    fetchAction: fromPromise<EditActionResponse, { id: string }>(({ input, signal }) =>
      ports.edit.getAction(input.id, signal),
    ),
  };
}

/**
 * The editor's effects: starting the session (the clip, and the state saved less than 15
 * minutes ago for it, or a new session id), saving the state, forgetting it when the session
 * ends (spec 000 §2: leaving edit mode resets the edit and infill state), and playing a
 * selection through the lazily loaded Tone.js adapter.
 */
export function createEditorActors(
  ports: Pick<Ports, 'clips' | 'storage' | 'selectionAudio'>,
  newSessionId: () => string,
  now: () => number,
) {
  return {
    startSession: fromPromise<EditSession, { clipId: string }>(async ({ input, signal }) => {
      const [clip, stored] = await Promise.all([
        ports.clips.getClip(input.clipId, signal),
        ports.storage.load(EDIT_STATE_KEY).catch(() => null),
      ]);
      const state =
        restoreEditState(stored, now(), clip.id) ?? initialEditState(clip.id, newSessionId());
      return { clip, state };
    }),
    holdSession: fromCallback<{ type: string }, { clipId: string }>(() => () => {
      void ports.storage.save(EDIT_STATE_KEY, null).catch(() => undefined);
    }),
    saveEditState: fromPromise<void, EditState>(({ input }) =>
      ports.storage.save(EDIT_STATE_KEY, { savedAt: now(), state: input }),
    ),
    playSelection: playRangeActor(ports.selectionAudio, {
      ended: 'edit.playEnded',
      failed: 'edit.playFailed',
    }),
  };
}
