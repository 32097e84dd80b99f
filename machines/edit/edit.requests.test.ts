import { describe, expect, it } from 'vitest';
import { initialEditState, type EditState } from '../../src/contracts/edit-state';
import { aClip } from '../../tests/paths/helpers/fixtures';
import { canInfill, clampSelection, concatRequestOf, editRequestOf } from './edit.requests';

const clip = aClip({ id: 'clip-1', status: 'complete', metadata: { duration: 30, tags: 'folk' } });
const base = initialEditState('clip-1', 'session-1');
const withTool = (patch: Partial<EditState>): EditState => ({
  ...base,
  selectionRange: { start: 4, end: 12 },
  ...patch,
});

describe('clampSelection', () => {
  it('orders a backwards drag and holds it inside the clip', () => {
    expect(clampSelection({ start: 40, end: 25.123 }, 30)).toEqual({ start: 25.12, end: 30 });
    expect(clampSelection({ start: -3, end: 2 }, 30)).toEqual({ start: 0, end: 2 });
  });

  it('is null when nothing is left of it', () => {
    expect(clampSelection({ start: 5, end: 5 }, 30)).toBeNull();
    expect(clampSelection(null, 30)).toBeNull();
  });
});

describe('canInfill (spec 001 §5: the button shows for 5 s or more)', () => {
  it('needs a selection of at least 5 s', () => {
    expect(canInfill({ start: 1, end: 6 })).toBe(true);
    expect(canInfill({ start: 1, end: 5.99 })).toBe(false);
    expect(canInfill(null)).toBe(false);
  });
});

describe('editRequestOf', () => {
  it('crops to the selection, keeping it, with the session id', () => {
    expect(editRequestOf(withTool({ activeEditTool: 'crop' }), clip, '')).toEqual({
      action: 'crop',
      clipId: 'clip-1',
      body: {
        crop_start_s: 4,
        crop_end_s: 12,
        is_crop_remove: false,
        fade_out_time: undefined,
        edit_session_id: 'session-1',
      },
    });
  });

  it('removes the selection with a fade when asked', () => {
    const request = editRequestOf(
      withTool({ activeEditTool: 'crop', isCropRemove: true, isFadeOut: true }),
      clip,
      '',
    );
    expect(request).toMatchObject({ body: { is_crop_remove: true, fade_out_time: 5000 } });
  });

  it('needs a selection to crop or replace', () => {
    expect(editRequestOf({ ...base, activeEditTool: 'crop' }, clip, '')).toBeNull();
    expect(editRequestOf({ ...base, activeEditTool: 'infill' }, clip, 'la')).toBeNull();
  });

  it('fades the end out over fadeOutLengthMs', () => {
    const request = editRequestOf(
      withTool({ activeEditTool: 'fade', fadeOutLengthMs: 3000 }),
      clip,
      '',
    );
    expect(request).toEqual({
      action: 'fade',
      clipId: 'clip-1',
      body: { fade_out_time: 3000, edit_session_id: 'session-1' },
    });
  });

  it('changes the speed of the selection, or of the whole clip without one', () => {
    const ranged = editRequestOf(
      withTool({ activeEditTool: 'speed', speedFactor: 1.5, changeTempoOnly: true }),
      clip,
      '',
    );
    expect(ranged).toMatchObject({
      body: {
        speed_factor: 1.5,
        tempo_only: true,
        change_speed_start_time: 4,
        change_speed_end_time: 12,
      },
    });
    const whole = editRequestOf({ ...base, activeEditTool: 'speed', speedFactor: 0.5 }, clip, '');
    expect(whole).toMatchObject({
      body: { change_speed_start_time: undefined, change_speed_end_time: undefined },
    });
  });

  it('replaces a section of 5 s or more with the lyrics given', () => {
    const request = editRequestOf(withTool({ activeEditTool: 'infill' }), clip, 'new words');
    expect(request).toEqual({
      action: 'infill',
      body: {
        task: 'infill',
        continue_clip_id: 'clip-1',
        infill_start_s: 4,
        infill_end_s: 12,
        prompt: 'new words',
        mv: 'openchirp-v1',
        tags: 'folk',
      },
    });
    const short = withTool({ activeEditTool: 'infill', selectionRange: { start: 4, end: 8 } });
    expect(editRequestOf(short, clip, 'x')).toBeNull();
  });

  it('extends from the selection start, or from the end without a selection', () => {
    const fromPoint = editRequestOf(withTool({ activeEditTool: 'extend' }), clip, 'more words');
    expect(fromPoint).toEqual({
      action: 'extend',
      body: {
        continue_clip_id: 'clip-1',
        continue_at: 4,
        prompt: 'more words',
        task: 'extend',
        mv: 'openchirp-v1',
        metadata: { create_mode: 'custom' },
      },
    });
    const fromEnd = editRequestOf({ ...base, activeEditTool: 'extend' }, clip, '');
    expect(fromEnd).toMatchObject({ body: { continue_at: 30 } });
    expect(fromEnd && 'body' in fromEnd && 'prompt' in fromEnd.body).toBe(false);
    const atZero = withTool({ activeEditTool: 'extend', selectionRange: { start: 0, end: 5 } });
    expect(editRequestOf(atZero, clip, '')).toBeNull();
  });

  it('makes a new intro or outro without a selection, its length left to the server', () => {
    const intro = editRequestOf({ ...base, activeEditTool: 'infill' }, clip, '', 'infill_intro');
    expect(intro).toEqual({
      action: 'infill',
      body: { task: 'infill_intro', continue_clip_id: 'clip-1', prompt: '', mv: 'openchirp-v1' },
    });
    const outro = editRequestOf(withTool({ activeEditTool: 'infill' }), clip, 'la', 'infill_outro');
    expect(outro).toMatchObject({ body: { task: 'infill_outro', prompt: 'la' } });
  });

  it('makes nothing before a tool is chosen', () => {
    expect(editRequestOf(withTool({}), clip, '')).toBeNull();
  });

  it('asks for the whole song with is_infill and the session id', () => {
    expect(concatRequestOf(base, clip)).toEqual({
      action: 'concat',
      body: { clip_id: 'clip-1', is_infill: true, edit_session_id: 'session-1' },
    });
  });
});
