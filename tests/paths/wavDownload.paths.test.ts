import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { DOWNLOAD_POLL_TRIES } from '../../src/contracts/constants';
import { wavDownloadMachine } from '../../machines/song/wavDownload.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const saved: { url: string; fileName: string }[] = [];
const machine = wavDownloadMachine.provide({
  actors: {
    ...fakePromiseActors(['convertWav', 'getWavFile']),
    saveFile: fromCallback<{ type: string }, { url: string; fileName: string }>(({ input }) => {
      saved.push(input);
    }),
  },
});

const URL = '/media/clips/clip-1/song.wav';
const file = {
  ready: { output: { status: 'complete', wav_file_url: URL } },
  pending: { output: { status: 'pending', wav_file_url: null } },
  broken: { output: { status: 'error', wav_file_url: null } },
  offline: { error: codedError('network') },
  refused: { error: new Error('500') },
};
const samples: SampleOptions = {
  input: { clipId: 'clip-1', fileName: 'Neon rain' },
  outcomes: { convertWav: file, getWavFile: file },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

/** Every read but the last answers "pending"; the loop's steps. */
const pendingReads = (count: number) =>
  Array.from({ length: count }, () => [
    'after wavPollInterval',
    'done: getWavFile (pending)',
  ]).flat();

describe('wavDownload paths', () => {
  describePaths(machine, samples);

  it('saves the file at once when the WAV is already there', async () => {
    saved.length = 0;
    const snapshot = await replay('wav.start', 'done: convertWav (ready)');
    expect(snapshot.value).toBe('ready');
    expect(saved).toEqual([{ url: URL, fileName: 'Neon rain.wav' }]);
  });

  it('reads every 5 s until the WAV is ready, then saves it', async () => {
    saved.length = 0;
    const snapshot = await replay(
      'wav.start',
      'done: convertWav (pending)',
      ...pendingReads(3),
      'after wavPollInterval',
      'done: getWavFile (ready)',
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.tries).toBe(4);
    expect(saved).toHaveLength(1);
  });

  it(`gives up after ${DOWNLOAD_POLL_TRIES} reads (2 minutes): "WAV file download timed out"`, async () => {
    const labels = [
      'wav.start',
      'done: convertWav (pending)',
      ...pendingReads(DOWNLOAD_POLL_TRIES),
    ];
    const last = await replay(...labels);
    expect(last.value).toEqual({ polling: 'waiting' });
    const timedOut = await replay(...labels, 'after wavPollInterval');
    expect(timedOut.value).toBe('failed');
    expect(timedOut.context.error).toBe('wavTimedOut');
    expect(timedOut.context.tries).toBe(DOWNLOAD_POLL_TRIES);
  });

  it('fails with the error code, or "Download failed" without one, and starts over', async () => {
    expect((await replay('wav.start', 'error: convertWav (offline)')).context.error).toBe(
      'network',
    );
    const broken = await replay(
      'wav.start',
      'done: convertWav (pending)',
      'after wavPollInterval',
      'done: getWavFile (broken)',
    );
    expect(broken.context.error).toBe('downloadFailed');
    const again = await replay('wav.start', 'error: convertWav (refused)', 'wav.start');
    expect(again.value).toBe('converting');
    expect(again.context.error).toBeNull();
  });

  it('stops polling when cancelled', async () => {
    const cancelled = await replay('wav.start', 'done: convertWav (pending)', 'wav.cancel');
    expect(cancelled.value).toBe('idle');
    expect(cancelled.children).toEqual({});
  });
});
