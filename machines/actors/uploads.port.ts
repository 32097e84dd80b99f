import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type {
  AudioUploadStatus,
  AudioUploadTarget,
  PresignedPost,
  UploadFinishRequest,
} from '../../src/contracts/uploads';

/** A file the browser holds for an upload (the file itself stays in the adapter, by id). */
export interface HeldFile {
  fileId: string;
  name: string;
  size: number;
  extension: string;
  /** Recorded from the microphone (upload_type audio_recording) rather than chosen. */
  recorded: boolean;
}

/** What the trim stage draws and limits: the file's length and its waveform's peaks (0..1). */
export interface FileProbe {
  durationS: number;
  peaks: number[];
}

/** Audio uploads (spec 000 §7) and the browser's side of them: files, trimming, recording. */
export interface UploadsPort {
  createTarget(extension: string, signal: AbortSignal): Promise<AudioUploadTarget>;
  /** Posts a held file to a presigned target, telling progress (0..1); rejects on failure. */
  post(
    target: PresignedPost,
    fileId: string,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ): Promise<void>;
  finish(id: string, body: UploadFinishRequest, signal: AbortSignal): Promise<AudioUploadStatus>;
  status(id: string, signal: AbortSignal): Promise<AudioUploadStatus>;
  initializeClip(id: string, signal: AbortSignal): Promise<string>;
  /** The clip's title, with the terms of service accepted (set_metadata). */
  setTitle(clipId: string, title: string, signal: AbortSignal): Promise<void>;
  probe(fileId: string, signal: AbortSignal): Promise<FileProbe>;
  /** A WAV of the file's range, held as a new file. */
  cut(file: HeldFile, startS: number, endS: number, signal: AbortSignal): Promise<HeldFile>;
  /**
   * Records from the microphone: calls `onLevel` (0..1) as it goes; `stop` ends it and
   * resolves the recording as a held file. Rejects when the microphone is refused.
   */
  record(onLevel: (level: number) => void): { done: Promise<HeldFile>; stop: () => void };
  /** Whether the terms were accepted on this device, and remembering that they were. */
  termsAccepted(): Promise<boolean>;
  acceptTerms(): Promise<void>;
}

export interface TransferInput {
  file: HeldFile;
  uploadType: UploadFinishRequest['upload_type'];
  /** A target asked for before (the modal's, with its limits); else one is asked for. */
  target: PresignedPost | null;
}

/** The effect actors of one file's transfer. */
export function createTransferActors(port: UploadsPort) {
  return {
    createTarget: fromPromise<PresignedPost, { extension: string }>(({ input, signal }) =>
      port.createTarget(input.extension, signal),
    ),
    postFile: fromCallback<EventObject, { target: PresignedPost; fileId: string }>(
      ({ input, sendBack }) => {
        const abort = new AbortController();
        const onProgress = (fraction: number) => sendBack({ type: 'transfer.progress', fraction });
        port.post(input.target, input.fileId, onProgress, abort.signal).then(
          () => sendBack({ type: 'transfer.posted' }),
          () => {
            if (!abort.signal.aborted) sendBack({ type: 'transfer.postFailed' });
          },
        );
        return () => abort.abort();
      },
    ),
    finishUpload: fromPromise<AudioUploadStatus, { id: string; body: UploadFinishRequest }>(
      ({ input, signal }) => port.finish(input.id, input.body, signal),
    ),
    checkStatus: fromPromise<AudioUploadStatus, { id: string }>(({ input, signal }) =>
      port.status(input.id, signal),
    ),
  };
}
