import type { KyInstance } from 'ky';
import type { Hook, HookComment, HookCreateRequest, HookPage } from '../contracts/hook';
import { call } from './client';

/** Hooks (spec 001 §7) and ours around them: the feed, a hook, likes and comments. */
export function createHooksApi(http: KyInstance) {
  const hook = (hookId: string) => `video/hooks/${encodeURIComponent(hookId)}`;
  return {
    createHook(request: HookCreateRequest, signal: AbortSignal): Promise<{ id?: string }> {
      return call(() =>
        http.post('video/hooks/create', { json: request, signal }).json<{ id?: string }>(),
      );
    },
    getHook(hookId: string, signal: AbortSignal): Promise<Hook> {
      return call(() => http.get(hook(hookId), { signal }).json<Hook>());
    },
    hookFeed(cursor: string | null, signal: AbortSignal): Promise<HookPage> {
      const searchParams = cursor ? { cursor } : {};
      return call(() => http.get('video/hooks', { searchParams, signal }).json<HookPage>());
    },
    likeHook(hookId: string, liked: boolean, signal: AbortSignal) {
      return call(() =>
        http
          .post(`${hook(hookId)}/like`, { json: { liked }, signal })
          .json<{ liked: boolean; like_count: number }>(),
      );
    },
    hookComments(hookId: string, signal: AbortSignal) {
      return call(() =>
        http
          .get(`${hook(hookId)}/comments`, { signal })
          .json<{ comments: HookComment[]; has_more: boolean }>(),
      );
    },
    commentOnHook(hookId: string, content: string, signal: AbortSignal) {
      return call(() =>
        http.post(`${hook(hookId)}/comments`, { json: { content }, signal }).json<{ id: string }>(),
      );
    },
  };
}

/** The hooks calls the machines use (machines/actors/ports.ts `hooks`). */
export type HooksApi = ReturnType<typeof createHooksApi>;
