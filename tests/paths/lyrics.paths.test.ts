import { describe, expect, it } from 'vitest';
import { lyricsMachine, type LyricsEvent } from '../../machines/lyrics/lyrics.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = lyricsMachine.provide({
  actors: fakePromiseActors(['startLyrics', 'fetchLyrics']),
});

const result = (status: 'running' | 'complete' | 'error', error_message: string | null = null) => ({
  output: { id: 'lyrics-1', status, text: 'la la', title: 'Song', tags: '', error_message },
});

const samples: SampleOptions<LyricsEvent> = {
  events: { 'lyrics.generate': [{ type: 'lyrics.generate', prompt: 'rain on neon' }] },
  outcomes: {
    startLyrics: {
      started: { output: { id: 'lyrics-1' } },
      busy: { error: codedError('tooManyRequests') },
    },
    fetchLyrics: {
      running: result('running'),
      written: result('complete'),
      flagged: result('error', 'Prompt flagged for moderation'),
      offline: { error: codedError('network') },
    },
  },
};

describe('lyrics paths', () => {
  describePaths(machine, {
    ...samples,
    // Polling "running" forever would count tries without end; the test below covers it.
    outcomes: {
      ...samples.outcomes,
      fetchLyrics: {
        written: result('complete'),
        flagged: result('error', 'flagged for moderation'),
      },
    },
  });

  it('gives up after LYRICS_POLL_TRIES reads that are still running', async () => {
    const labels = ['lyrics.generate', 'done: startLyrics (started)'];
    for (let i = 0; i < 10; i++)
      labels.push('after lyricsPollInterval', 'done: fetchLyrics (running)');
    const snapshot = await replayPath(machine, pathOf(machine, samples, labels));
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toEqual({ code: 'lyricsFailed' });
  });

  it('keeps polling through a failed read', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'lyrics.generate',
        'done: startLyrics (started)',
        'after lyricsPollInterval',
        'error: fetchLyrics (offline)',
        'after lyricsPollInterval',
        'done: fetchLyrics (written)',
      ]),
    );
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.result).toEqual({ text: 'la la', title: 'Song' });
  });
});
