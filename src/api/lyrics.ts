import type { KyInstance } from 'ky';
import type { LyricsResult } from '../contracts/generation';
import { call } from './client';

/** Lyrics generation (spec 001 §7): start a job, then read it until it is done. */
export function createLyricsApi(http: KyInstance) {
  return {
    start(prompt: string, signal: AbortSignal): Promise<{ id: string }> {
      return call(() =>
        http.post('generate/lyrics/', { json: { prompt }, signal }).json<{ id: string }>(),
      );
    },
    get(id: string, signal: AbortSignal): Promise<LyricsResult> {
      return call(() =>
        http.get(`generate/lyrics/${encodeURIComponent(id)}`, { signal }).json<LyricsResult>(),
      );
    },
  };
}
