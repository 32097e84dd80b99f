import { describe, expect, it } from 'vitest';
import { downloadMachine, type DownloadEvent } from '../../machines/download/download.machine';
import { selectDownloadView } from '../../machines/download/download.selectors';
import { wavDownloadMachine } from '../../machines/song/wavDownload.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const wavDownload = wavDownloadMachine.provide({
  actors: fakePromiseActors(['convertWav', 'getWavFile', 'saveFile']),
});
const machine = downloadMachine.provide({
  actors: { ...fakePromiseActors(['checkDownload', 'saveDownload']), wavDownload },
});

const MP3 = '/media/clips/clip-1/song.mp3?download=1';
const STEM = '/media/clips/stem-1/song.mp3?download=1';
const files = {
  audio_url: MP3,
  wav_file_url: null,
  m4a_file_url: null,
  opus_file_url: '/media/clips/clip-1/song.webm?download=1',
  video_url: null,
  stems: [{ id: 'stem-1', title: 'Neon rain', stem_type_group_name: 'Vocals', audio_url: STEM }],
  downloads_left: 19,
};
const samples: SampleOptions<DownloadEvent> = {
  input: { clipId: 'clip-1', title: 'Neon rain' },
  events: {
    'download.save': [
      { type: 'download.save', file: 'mp3' },
      { type: 'download.save', file: 'm4a' },
    ],
    'download.saveStem': [
      { type: 'download.saveStem', stemId: 'stem-1' },
      { type: 'download.saveStem', stemId: 'gone' },
    ],
  },
  outcomes: {
    checkDownload: {
      files: { output: files },
      quota: { error: codedError('downloadQuotaReached') },
      offline: { error: codedError('network') },
      refused: { error: new Error('500') },
    },
    saveDownload: { saved: { output: undefined }, failed: { error: new Error('blocked') } },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('download paths', () => {
  describePaths(machine, samples);

  it('checks the download on opening, then saves the MP3 and counts it', async () => {
    const checking = await replay('download.open');
    expect(selectDownloadView(checking)).toBe('checking');
    const ready = await replay('download.open', 'done: checkDownload (files)');
    expect(selectDownloadView(ready)).toBe('ready');
    const saving = await replay('download.open', 'done: checkDownload (files)', 'download.save #1');
    expect(saving.value).toEqual({ open: { ready: 'saving' } });
    expect(saving.context.save).toEqual({ clipId: 'clip-1', url: MP3, action: 'download_audio' });
    const saved = await replay(
      'download.open',
      'done: checkDownload (files)',
      'download.save #1',
      'done: saveDownload (saved)',
    );
    expect(saved.value).toEqual({ open: { ready: 'idle' } });
  });

  it('offers only the files there are: no M4A without one, a stem by its id', async () => {
    const m4a = await replay('download.open', 'done: checkDownload (files)', 'download.save #2');
    expect(m4a.value).toEqual({ open: { ready: 'idle' } });
    const stem = await replay(
      'download.open',
      'done: checkDownload (files)',
      'download.saveStem #1',
    );
    expect(stem.context.save).toEqual({ clipId: 'clip-1', url: STEM, action: 'download_stems' });
  });

  it('starts the WAV machine for the WAV and counts it', async () => {
    const wav = await replay('download.open', 'done: checkDownload (files)', 'download.wav');
    expect(wav.context.save).toEqual({ clipId: 'clip-1', url: null, action: 'download_wav' });
    const child = wav.children.wavDownload?.getSnapshot() as { value: unknown };
    expect(child.value).toBe('converting');
  });

  it('shows the quota modal when the quota is reached, and the error otherwise', async () => {
    const quota = await replay('download.open', 'error: checkDownload (quota)');
    expect(selectDownloadView(quota)).toBe('quota');
    const offline = await replay('download.open', 'error: checkDownload (offline)');
    expect(selectDownloadView(offline)).toBe('failed');
    expect(offline.context.error).toBe('network');
    const refused = await replay('download.open', 'error: checkDownload (refused)');
    expect(refused.context.error).toBe('downloadFailed');
    const again = await replay('download.open', 'error: checkDownload (refused)', 'download.retry');
    expect(selectDownloadView(again)).toBe('checking');
    expect(again.context.error).toBeNull();
  });

  it('closes from anywhere', async () => {
    const closed = await replay('download.open', 'done: checkDownload (files)', 'download.close');
    expect(selectDownloadView(closed)).toBe('closed');
  });
});
