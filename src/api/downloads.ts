import type { KyInstance } from 'ky';
import type { ClipAction } from '../contracts/constants';
import type { ClipDownloadResponse, WavFileResponse } from '../contracts/downloads';
import { call } from './client';

/**
 * Downloads (spec 000 §7): the download check with every file's URL, the WAV of a clip (asked
 * for once, then read until it is ready) and the action counts.
 */
export function createDownloadsApi(http: KyInstance) {
  const path = (clipId: string, file: string) => `gen/${encodeURIComponent(clipId)}/${file}/`;
  return {
    convertWav(clipId: string, signal: AbortSignal): Promise<WavFileResponse> {
      return call(() => http.post(path(clipId, 'convert_wav'), { signal }).json<WavFileResponse>());
    },
    getWavFile(clipId: string, signal: AbortSignal): Promise<WavFileResponse> {
      return call(() => http.get(path(clipId, 'wav_file'), { signal }).json<WavFileResponse>());
    },
    download(clipId: string, signal: AbortSignal): Promise<ClipDownloadResponse> {
      return call(() =>
        http
          .post(`billing/clips/${encodeURIComponent(clipId)}/download/`, { signal })
          .json<ClipDownloadResponse>(),
      );
    },
    async incrementActionCount(clipId: string, action: ClipAction): Promise<void> {
      await call(() => http.post(path(clipId, 'increment_action_count'), { json: { action } }));
    },
  };
}
