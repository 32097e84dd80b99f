import { describe, expect, it, vi } from 'vitest';
import {
  LYRICS_POLL_INTERVAL_MS,
  LYRICS_POLL_TRIES,
  LYRICS_WAIT_MESSAGE_MS,
} from '../../src/contracts/constants';
import type { LyricsResult } from '../../src/contracts/generation';
import { codedError, flush } from '../../tests/paths/helpers/fixtures';
import { runInSystem } from '../../tests/paths/helpers/system';
import { createLyricsActors } from '../actors/lyrics.actors';
import type { LyricsPort } from '../actors/ports';
import { lyricsErrorOf } from './lyrics.errors';
import { lyricsMachine } from './lyrics.machine';
import { selectLyricsError, selectLyricsStatus } from './lyrics.selectors';

const job = (status: LyricsResult['status'], error_message: string | null = null) => ({
  id: 'lyrics-1',
  status,
  text: '[Verse] neon',
  title: 'Neon',
  tags: '',
  error_message,
});

function start(port: Partial<LyricsPort>) {
  const lyrics: LyricsPort = {
    start: vi.fn(async () => ({ id: 'lyrics-1' })),
    get: vi.fn(async () => job('running')),
    ...port,
  };
  const machine = lyricsMachine.provide({ actors: createLyricsActors(lyrics) });
  return { ...runInSystem(machine, { systemId: 'lyrics' }), lyrics };
}

describe('lyricsErrorOf (spec 001 §8)', () => {
  it.each([
    ['Too many requests', { code: 'lyricsWait' }],
    ['Prompt flagged for moderation', { code: 'lyricsModerationFlagged' }],
    ['Contains inappropriate material', { code: 'lyricsModerationFlagged' }],
    ['Lyrics look copyrighted', { code: 'lyricsCopyright' }],
    [
      'Prompt names an artist name: "Taylor Swift"',
      { code: 'lyricsCopyright', params: { name: 'Taylor Swift' } },
    ],
    ['Malformed prompt', { code: 'lyricsPromptError' }],
    ['Unable to generate lyrics', { code: 'lyricsPromptError' }],
    ['boom', { code: 'lyricsFailed' }],
    [null, { code: 'lyricsFailed' }],
  ])('%s', (message, error) => expect(lyricsErrorOf(message)).toEqual(error));
});

describe('lyricsMachine', () => {
  it('polls every 4 s and fills the create form when written', async () => {
    const get = vi.fn().mockResolvedValueOnce(job('running')).mockResolvedValue(job('complete'));
    const { subject, clock, received } = start({ get });
    subject.send({ type: 'lyrics.generate', prompt: 'neon rain' });
    await flush();
    clock.increment(LYRICS_POLL_INTERVAL_MS);
    await flush();
    expect(selectLyricsStatus(subject.getSnapshot())).toBe('writing');
    clock.increment(LYRICS_POLL_INTERVAL_MS);
    await flush();
    expect(get).toHaveBeenCalledTimes(2);
    expect(selectLyricsStatus(subject.getSnapshot())).toBe('done');
    expect(received('create')).toEqual([
      { type: 'create.fillLyrics', lyrics: '[Verse] neon', title: 'Neon' },
    ]);
  });

  it(`gives up after ${LYRICS_POLL_TRIES} reads`, async () => {
    const { subject, clock, lyrics } = start({});
    subject.send({ type: 'lyrics.generate', prompt: 'neon rain' });
    await flush();
    for (let i = 0; i < LYRICS_POLL_TRIES + 2; i++) {
      clock.increment(LYRICS_POLL_INTERVAL_MS);
      await flush();
    }
    expect(lyrics.get).toHaveBeenCalledTimes(LYRICS_POLL_TRIES);
    expect(selectLyricsError(subject.getSnapshot())).toEqual({ code: 'lyricsFailed' });
  });

  it('shows the error message of a failed job', async () => {
    const { subject, clock } = start({ get: async () => job('error', 'flagged for moderation') });
    subject.send({ type: 'lyrics.generate', prompt: 'x' });
    await flush();
    clock.increment(LYRICS_POLL_INTERVAL_MS);
    await flush();
    expect(selectLyricsStatus(subject.getSnapshot())).toBe('failed');
    expect(selectLyricsError(subject.getSnapshot())).toEqual({ code: 'lyricsModerationFlagged' });
  });

  it('cancels the old request when a new one starts', async () => {
    const signals: AbortSignal[] = [];
    const { subject } = start({
      start: (_prompt, signal) => {
        signals.push(signal);
        return new Promise(() => {});
      },
    });
    subject.send({ type: 'lyrics.generate', prompt: 'one' });
    subject.send({ type: 'lyrics.generate', prompt: 'two' });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(subject.getSnapshot().context.prompt).toBe('two');
  });

  it('shows the wait message for 4 s when it cannot start', async () => {
    const { subject, clock } = start({
      start: () => Promise.reject(codedError('tooManyRequests')),
    });
    subject.send({ type: 'lyrics.generate', prompt: 'x' });
    await flush();
    expect(selectLyricsStatus(subject.getSnapshot())).toBe('wait');
    expect(selectLyricsError(subject.getSnapshot())).toEqual({ code: 'lyricsWait' });
    clock.increment(LYRICS_WAIT_MESSAGE_MS);
    expect(selectLyricsStatus(subject.getSnapshot())).toBe('idle');
  });
});
