import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { EDIT_STATE_KEY, initialEditState } from '../../src/contracts/edit-state';
import { aClip } from '../../tests/paths/helpers/fixtures';
import { editorMachine } from '../edit/editor.machine';
import { createEditorActors } from './edit.actors';

const NOW = 1_800_000_000_000;
const clip = aClip({ id: 'clip-1', status: 'complete', metadata: { duration: 30 } });

/** The editor over an in-memory local storage holding `stored`. */
function editorWith(stored: unknown) {
  const store = new Map<string, unknown>([[EDIT_STATE_KEY, stored]]);
  const ports = {
    clips: { getClip: vi.fn(async () => clip) } as never,
    storage: {
      load: async (key: string) => store.get(key) ?? null,
      save: async (key: string, value: unknown) => void store.set(key, value),
    },
    selectionAudio: vi.fn(),
  };
  const machine = editorMachine.provide({
    actors: createEditorActors(
      ports,
      () => 'session-new',
      () => NOW,
    ),
    delays: { editSaveDebounce: 0 },
  });
  const actor = createActor(machine, { input: { clipId: 'clip-1' } }).start();
  return { actor, store };
}

describe('edit session effects', () => {
  it('restores a state saved minutes ago, and saves changes with the time', async () => {
    const saved = { ...initialEditState('clip-1', 'session-old'), activeEditTool: 'speed' };
    const { actor, store } = editorWith({ savedAt: NOW - 60_000, state: saved });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.state).toEqual(saved);
    actor.send({ type: 'edit.select', range: { start: 3, end: 7 } });
    await waitFor(actor, (s) => s.matches({ ready: { persistence: 'saved' } }));
    expect(store.get(EDIT_STATE_KEY)).toEqual({
      savedAt: NOW,
      state: { ...saved, selectionRange: { start: 3, end: 7 } },
    });
  });

  it('starts a new session over a state 15 minutes old', async () => {
    const old = { savedAt: NOW - 15 * 60_000, state: initialEditState('clip-1', 'session-old') };
    const { actor } = editorWith(old);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.state?.editSessionId).toBe('session-new');
  });

  it('forgets the state when the session ends (the page is left)', async () => {
    const { actor, store } = editorWith(null);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'edit.update', patch: { activeEditTool: 'crop' } });
    await waitFor(actor, (s) => s.matches({ ready: { persistence: 'saved' } }));
    expect(store.get(EDIT_STATE_KEY)).not.toBeNull();
    actor.stop();
    await Promise.resolve();
    expect(store.get(EDIT_STATE_KEY)).toBeNull();
  });
});
