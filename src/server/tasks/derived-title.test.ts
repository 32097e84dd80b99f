import { describe, expect, it } from 'vitest';
import { REMASTER_TITLE_MAX_CHARS, TITLE_MAX_CHARS } from '../../contracts/constants';
import { labelledTitle } from './derived-title';

describe('labelledTitle', () => {
  it('adds the label after the title', () => {
    expect(labelledTitle('Lanterns', 'Extended')).toBe('Lanterns (Extended)');
    expect(labelledTitle('  Lanterns ', 'Cover')).toBe('Lanterns (Cover)');
  });

  it('does not label a title twice with the same label, but keeps other labels', () => {
    expect(labelledTitle('Lanterns (Extended)', 'Extended')).toBe('Lanterns (Extended)');
    expect(labelledTitle('Lanterns (Remastered)', 'Vocals')).toBe('Lanterns (Remastered) (Vocals)');
  });

  it('cuts a long title so the label fits the limit', () => {
    const long = 'x'.repeat(TITLE_MAX_CHARS);
    const title = labelledTitle(long, 'Extended');
    expect(title).toHaveLength(TITLE_MAX_CHARS);
    expect(title.endsWith('x… (Extended)')).toBe(true);
    const remaster = labelledTitle(long, 'Remastered', REMASTER_TITLE_MAX_CHARS);
    expect(remaster).toHaveLength(REMASTER_TITLE_MAX_CHARS);
    expect(remaster.endsWith('… (Remastered)')).toBe(true);
    // Exactly at the limit with the label: nothing cut.
    const fits = 'y'.repeat(TITLE_MAX_CHARS - ' (Cover)'.length);
    expect(labelledTitle(fits, 'Cover')).toBe(`${fits} (Cover)`);
  });

  it('never cuts an emoji in two', () => {
    const title = labelledTitle('🎵'.repeat(60), 'Extended');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(title.endsWith('🎵… (Extended)')).toBe(true);
  });
});
