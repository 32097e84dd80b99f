import { describe, expect, it } from 'vitest';
import { hashtagParts } from './HashtagText';

describe('hashtagParts', () => {
  it('links hashtags after a start or a space, lower-cased, keeping the text around them', () => {
    expect(hashtagParts('#Summer vibes, #lo_fi2! a#b c#')).toEqual([
      { text: '#Summer', tag: 'summer' },
      { text: ' vibes, ' },
      { text: '#lo_fi2', tag: 'lo_fi2' },
      { text: '! a#b c#' },
    ]);
  });

  it('leaves text without hashtags whole', () => {
    expect(hashtagParts('no tags here')).toEqual([{ text: 'no tags here' }]);
    expect(hashtagParts('')).toEqual([]);
  });
});
