import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { editActionMachine } from '../../machines/edit/editAction.machine';
import { editorMachine, type EditorEvent } from '../../machines/edit/editor.machine';
import { initialEditState } from '../../src/contracts/edit-state';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = editorMachine.provide({
  actors: {
    ...fakePromiseActors(['startSession', 'saveEditState']),
    holdSession: fromCallback(() => {}),
    playSelection: fromCallback(() => {}),
    editAction: editActionMachine.provide({
      actors: fakePromiseActors(['runEdit', 'fetchAction']),
    }),
  },
});

const clip = aClip({
  id: 'clip-1',
  status: 'complete',
  audio_url: '/media/clips/clip-1/song.mp3',
  metadata: { duration: 30 },
});
const silent = aClip({ id: 'clip-1', status: 'complete', metadata: { duration: 30 } });
const restored = {
  ...initialEditState('clip-1', 'session-1'),
  selectionRange: { start: 2, end: 10 },
  activeEditTool: 'crop' as const,
};

const samples: SampleOptions<EditorEvent> = {
  input: { clipId: 'clip-1' },
  events: {
    'edit.select': [
      { type: 'edit.select', range: { start: 12, end: 4 } },
      { type: 'edit.select', range: null },
    ],
    'edit.update': [
      { type: 'edit.update', patch: { activeEditTool: 'fade' } },
      { type: 'edit.update', patch: { activeEditTool: 'infill' } },
    ],
    'edit.infillKind': [{ type: 'edit.infillKind', kind: 'infill_outro' }],
  },
  outcomes: {
    startSession: {
      restored: { output: { clip, state: restored } },
      fresh: { output: { clip: silent, state: initialEditState('clip-1', 'session-2') } },
      missing: { error: codedError('notFound') },
    },
    saveEditState: { saved: { output: undefined } },
  },
  // What matters for the paths: where it is, what is selected, whether an edit was started.
  serialize: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.state?.selectionRange,
      snapshot.context.state?.activeEditTool,
      snapshot.context.clip?.audio_url,
      snapshot.context.action !== null,
      snapshot.context.infillKind,
      snapshot.context.error,
    ]),
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('editor paths', () => {
  describePaths(machine, samples);

  it('starts from the restored state and keeps a backwards drag in order', async () => {
    const snapshot = await replay('done: startSession (restored)', 'edit.select #1');
    expect(snapshot.context.state?.selectionRange).toEqual({ start: 4, end: 12 });
    expect(snapshot.context.state?.editSessionId).toBe('session-1');
    expect(snapshot.matches({ ready: { persistence: 'dirty' } })).toBe(true);
  });

  it('saves the state once the changes pause', async () => {
    const snapshot = await replay(
      'done: startSession (restored)',
      'edit.select #1',
      'after editSaveDebounce',
    );
    expect(snapshot.matches({ ready: { persistence: 'saving' } })).toBe(true);
  });

  it('plays the selection, and a clip without audio not at all', async () => {
    const playing = await replay('done: startSession (restored)', 'edit.play');
    expect(playing.matches({ ready: { playback: 'playing' } })).toBe(true);
    const silentOne = await replay('done: startSession (fresh)');
    expect(silentOne.can({ type: 'edit.play' })).toBe(false);
  });

  it('starts an edit action for the crop tool with a selection, none without one', async () => {
    const applied = await replay('done: startSession (restored)', 'edit.apply');
    expect(applied.context.action?.getSnapshot().context.request).toMatchObject({
      action: 'crop',
      body: { crop_start_s: 2, crop_end_s: 10, edit_session_id: 'session-1' },
    });
    const fresh = await replay('done: startSession (fresh)');
    expect(fresh.can({ type: 'edit.apply' })).toBe(false);
  });

  it('makes a new outro with replace section and no selection', async () => {
    const snapshot = await replay(
      'done: startSession (fresh)',
      'edit.update #2',
      'edit.infillKind',
      'edit.apply',
    );
    expect(snapshot.context.action?.getSnapshot().context.request).toMatchObject({
      action: 'infill',
      body: { task: 'infill_outro', continue_clip_id: 'clip-1' },
    });
  });

  it('says why the clip could not be read', async () => {
    const snapshot = await replay('error: startSession (missing)');
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('notFound');
  });
});
