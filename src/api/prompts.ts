import type { KyInstance } from 'ky';
import type { z } from 'zod';
import type { SavedPrompt, savePromptSchema } from '../contracts/generation';
import { call } from './client';

export type SavePromptInput = z.input<typeof savePromptSchema>;

/** Saved prompts (spec 000 §7): save (or update with `id`), list, delete. */
export function createPromptsApi(http: KyInstance) {
  return {
    save(input: SavePromptInput, signal?: AbortSignal): Promise<SavedPrompt> {
      return call(() => http.post('prompts/', { json: input, signal }).json<SavedPrompt>());
    },
    async list(signal?: AbortSignal): Promise<SavedPrompt[]> {
      const body = await call(() =>
        http.get('clips/clip_prompts/', { signal }).json<{ prompts: SavedPrompt[] }>(),
      );
      return body.prompts;
    },
    async remove(id: string, signal?: AbortSignal): Promise<void> {
      await call(() => http.post('prompts/delete/', { json: { id }, signal }));
    },
  };
}
