import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ClipDownloadResponse, WavFileResponse } from '../../src/contracts/downloads';
import type { SaveRequest } from '../download/download.machine';
import type { GenerateResponse } from '../../src/contracts/generation';
import type { PendingTask } from '../song/clipActions.fields';
import { wavDownloadMachine } from '../song/wavDownload.machine';
import type { ClipTasksPort, DownloadsPort, GenerationPort } from './ports';

/** The WAV download's effect actors: the two calls and the browser saving the file. */
export function createWavDownloadActors(downloads: DownloadsPort) {
  return {
    convertWav: fromPromise<WavFileResponse, { clipId: string }>(({ input, signal }) =>
      downloads.convertWav(input.clipId, signal),
    ),
    getWavFile: fromPromise<WavFileResponse, { clipId: string }>(({ input, signal }) =>
      downloads.getWavFile(input.clipId, signal),
    ),
    saveFile: fromCallback<EventObject, { url: string; fileName: string }>(({ input }) => {
      downloads.save(input.url, input.fileName);
    }),
  };
}

/** The download dialog's calls: the check, saving a file with its action count, the WAV. */
export function createDownloadActors(downloads: DownloadsPort) {
  return {
    checkDownload: fromPromise<ClipDownloadResponse, { clipId: string }>(({ input, signal }) =>
      downloads.download(input.clipId, signal),
    ),
    saveDownload: fromPromise<void, SaveRequest>(async ({ input }) => {
      if (input.url) downloads.save(input.url, '');
      // The count is a statistic: a failed call does not undo or refuse the download.
      await downloads.incrementActionCount(input.clipId, input.action).catch(() => undefined);
    }),
    wavDownload: wavDownloadMachine.provide({ actors: createWavDownloadActors(downloads) }),
  };
}

/** The song page's actions: one task call per kind. */
export function createClipActionsActors(ports: {
  generation: GenerationPort;
  tasks: ClipTasksPort;
}) {
  const { generation, tasks } = ports;
  return {
    runTask: fromPromise<GenerateResponse, PendingTask>(({ input, signal }) => {
      switch (input.task) {
        case 'extend':
        case 'cover':
          return generation.generate(input.body, signal);
        case 'remaster':
          return tasks.upsample(input.body, signal);
        case 'stems':
          return tasks.stems(input.clipId, signal);
        case 'wholeSong':
          return tasks.concat(input.clipId, signal);
      }
    }),
  };
}
