import { describe, expect, it } from 'vitest';
import { playerClock } from './clock';

describe('playerClock', () => {
  it("shows the clip's duration from its metadata before anything is loaded", () => {
    // preload="none": the element knows nothing (NaN) until the listener presses play.
    expect(playerClock(0, 154.2, Number.NaN)).toEqual({ total: 154.2, text: '0:00 / 2:34' });
  });

  it("keeps the metadata's length while a growing stream reports less or Infinity", () => {
    expect(playerClock(12.4, 154.2, 30)).toEqual({ total: 154.2, text: '0:12 / 2:34' });
    expect(playerClock(12.4, 154.2, Number.POSITIVE_INFINITY).text).toBe('0:12 / 2:34');
  });

  it("falls back to the file's own length, and says nothing it does not know", () => {
    expect(playerClock(3, null, 61)).toEqual({ total: 61, text: '0:03 / 1:01' });
    expect(playerClock(0, null, Number.NaN)).toEqual({ total: null, text: '0:00 / -:--' });
    expect(playerClock(0, 0, Number.POSITIVE_INFINITY).total).toBeNull();
  });

  it('never shows a position past the end or before the start', () => {
    expect(playerClock(200, 154.2, 154.3).text).toBe('2:34 / 2:34');
    expect(playerClock(-4, 10, Number.NaN).text).toBe('0:00 / 0:10');
  });
});
