import { describe, expect, it } from 'vitest';
import { REMASTER_DEFAULTS } from '../../src/engine/tasks/remaster-fx';
import { REMASTER_SLIDER_DEFAULTS } from '../../src/contracts/client-constants';
import { aClip } from '../../tests/paths/helpers/fixtures';
import {
  defaultExtend,
  defaultRemaster,
  isMadeFrom,
  toRemasterBody,
  validateExtend,
  validateRemaster,
} from './clipActions.fields';

const clip = aClip({ id: 'clip-1', status: 'complete', metadata: { duration: 19.14 } });

describe('clip action fields', () => {
  it('keeps the remaster defaults the engine treats as "leave it"', () => {
    const { stereoWidth, ...rest } = REMASTER_DEFAULTS;
    expect(REMASTER_SLIDER_DEFAULTS).toEqual({ ...rest, stereo_width: stereoWidth });
  });

  it('starts the continue point 0.2 s before the end, as typed seconds', () => {
    expect(defaultExtend(clip).continueAt).toBe('18.94');
    expect(defaultExtend(aClip({ metadata: { duration: 0.1 } })).continueAt).toBe('0');
  });

  it('accepts a continue point above 0 and up to the duration only', () => {
    const at = (continueAt: string) => validateExtend({ continueAt, lyrics: '' }, clip);
    expect(at('19.14')).toEqual({});
    expect(at('0.5')).toEqual({});
    expect(at('0')).toEqual({ continueAt: 'continueAtOutOfRange' });
    expect(at('19.15')).toEqual({ continueAt: 'continueAtOutOfRange' });
    expect(at('')).toEqual({ continueAt: 'continueAtInvalid' });
    expect(at('1e400')).toEqual({ continueAt: 'continueAtInvalid' });
  });

  it('clamps remaster sliders to 0..1 and leaves out those at their default', () => {
    const sliders = { ...defaultRemaster.sliders, tone: 1.7, stereo_width: -1, strength: 0.5 };
    expect(toRemasterBody(clip, { sliders, title: ' ', tags: '  ' })).toEqual({
      clip_id: 'clip-1',
      model_name: clip.model_name,
      tone: 1,
      stereo_width: 0,
    });
  });

  it('takes a remaster title of up to 80 characters (spec 000 §5)', () => {
    const titled = (title: string) => validateRemaster({ ...defaultRemaster, title });
    expect(titled('x'.repeat(80))).toEqual({});
    expect(titled(` ${'x'.repeat(80)} `)).toEqual({});
    expect(titled('x'.repeat(81))).toEqual({ title: 'remasterTitleTooLong' });
  });

  it('knows the clips a task made from a clip', () => {
    expect(isMadeFrom(aClip({ id: 'x', metadata: { continue_clip_id: 'clip-1' } }), 'clip-1')).toBe(
      true,
    );
    expect(isMadeFrom(aClip({ id: 'x', metadata: { stem_from_id: 'clip-1' } }), 'clip-1')).toBe(
      true,
    );
    expect(
      isMadeFrom(aClip({ id: 'x', metadata: { source_clip_ids: ['clip-1'] } }), 'clip-1'),
    ).toBe(true);
    expect(isMadeFrom(aClip({ id: 'x' }), 'clip-1')).toBe(false);
  });
});
