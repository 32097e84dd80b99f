import { describe, expect, it } from 'vitest';
import { DEFAULT_FADE_OUT_MS, EDIT_STATE_MAX_AGE_MS } from './constants';
import { initialEditState, restoreEditState } from './edit-state';

const NOW = Date.parse('2026-11-28T04:00:00Z');
const state = {
  ...initialEditState('clip-1', 'session-1'),
  selectionRange: { start: 2, end: 9.5 },
  activeEditTool: 'crop' as const,
  isCropRemove: true,
};
const savedAgo = (ms: number) => ({ savedAt: NOW - ms, state });

describe('restoreEditState (spec 001 §5: only if saved less than 15 minutes ago)', () => {
  it('picks up a state saved a minute ago, with every field', () => {
    expect(restoreEditState(savedAgo(60_000), NOW, 'clip-1')).toEqual(state);
  });

  it('picks up a state saved just under 15 minutes ago', () => {
    expect(restoreEditState(savedAgo(EDIT_STATE_MAX_AGE_MS - 1), NOW, 'clip-1')).toEqual(state);
  });

  it('drops a state saved exactly 15 minutes ago or earlier', () => {
    expect(restoreEditState(savedAgo(EDIT_STATE_MAX_AGE_MS), NOW, 'clip-1')).toBeNull();
    expect(restoreEditState(savedAgo(EDIT_STATE_MAX_AGE_MS * 4), NOW, 'clip-1')).toBeNull();
  });

  it('drops a state stamped in the future (a clock changed)', () => {
    expect(restoreEditState(savedAgo(-1000), NOW, 'clip-1')).toBeNull();
  });

  it("drops another clip's state: its selection means nothing here", () => {
    expect(restoreEditState(savedAgo(1000), NOW, 'clip-2')).toBeNull();
  });

  it('drops what is not an edit state', () => {
    expect(restoreEditState(null, NOW, 'clip-1')).toBeNull();
    expect(restoreEditState('{"savedAt":1}', NOW, 'clip-1')).toBeNull();
    const badTool = { savedAt: NOW, state: { ...state, activeEditTool: 'paint' } };
    expect(restoreEditState(badTool, NOW, 'clip-1')).toBeNull();
    const noFade = { savedAt: NOW, state: { ...state, fadeOutLengthMs: undefined } };
    expect(restoreEditState(noFade, NOW, 'clip-1')).toBeNull();
  });
});

describe('initialEditState', () => {
  it('starts on edit_details with a 5000 ms fade-out and normal speed', () => {
    expect(initialEditState('clip-1', 'session-9')).toEqual({
      editingClipId: 'clip-1',
      selectionRange: null,
      activeEditTool: 'edit_details',
      speedFactor: 1,
      changeTempoOnly: false,
      isCropRemove: false,
      isFadeOut: false,
      fadeOutLengthMs: DEFAULT_FADE_OUT_MS,
      editSessionId: 'session-9',
    });
  });
});
