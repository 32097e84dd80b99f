import { describe, expect, it } from 'vitest';
import { completeMention, mentionAt } from './mentions';

describe('comment mentions', () => {
  it('finds the handle being typed at the caret, not an e-mail address', () => {
    expect(mentionAt('nice one @ali', 13)).toEqual({ start: 9, query: 'ali' });
    expect(mentionAt('@bo', 3)).toEqual({ start: 0, query: 'bo' });
    expect(mentionAt('mail me at a@b', 14)).toBeNull();
    expect(mentionAt('@ali and more', 13)).toBeNull();
    expect(mentionAt('just @', 6)).toBeNull();
  });

  it('completes the handle and puts the caret after it', () => {
    expect(completeMention('hey @al', 4, 7, 'alice')).toEqual({ text: 'hey @alice ', caret: 11 });
    expect(completeMention('@al great song', 0, 3, 'alice')).toEqual({
      text: '@alice great song',
      caret: 7,
    });
  });
});
