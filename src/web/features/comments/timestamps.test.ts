import { describe, expect, it } from 'vitest';
import { firstTimestamp, formatTime, mentionsIn, splitTimestamps } from './timestamps';

describe('comment timestamps and mentions', () => {
  it('splits times out of the text with their seconds', () => {
    expect(splitTimestamps('the drop at 1:23 and 1:02:03!')).toEqual([
      { text: 'the drop at ' },
      { text: '1:23', seconds: 83 },
      { text: ' and ' },
      { text: '1:02:03', seconds: 3723 },
      { text: '!' },
    ]);
    expect(splitTimestamps('no time 1:7 here')).toEqual([{ text: 'no time 1:7 here' }]);
  });

  it('takes the first time as the track timestamp, the @handles as mentions', () => {
    expect(firstTimestamp('at 0:42 then 1:00')).toBe(42);
    expect(firstTimestamp('none')).toBeNull();
    expect(mentionsIn('hi @ana and @bo_b, @ana again')).toEqual(['ana', 'bo_b']);
    expect(formatTime(83)).toBe('1:23');
  });
});
