import type { KyInstance } from 'ky';
import type { WavFileResponse } from '../contracts/downloads';
import { call } from './client';

/** The WAV of a clip (spec 000 §7 "Downloads"): asked for once, then read until it is ready. */
export function createDownloadsApi(http: KyInstance) {
  const path = (clipId: string, file: string) => `gen/${encodeURIComponent(clipId)}/${file}/`;
  return {
    convertWav(clipId: string, signal: AbortSignal): Promise<WavFileResponse> {
      return call(() => http.post(path(clipId, 'convert_wav'), { signal }).json<WavFileResponse>());
    },
    getWavFile(clipId: string, signal: AbortSignal): Promise<WavFileResponse> {
      return call(() => http.get(path(clipId, 'wav_file'), { signal }).json<WavFileResponse>());
    },
  };
}
