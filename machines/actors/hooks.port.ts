import type { Hook, HookComment, HookCreateRequest, HookPage } from '../../src/contracts/hook';

/** Hooks (issue 18, spec 001 §7): what the hook machines call. */
export interface HooksPort {
  createHook(request: HookCreateRequest, signal: AbortSignal): Promise<{ id?: string }>;
  getHook(hookId: string, signal: AbortSignal): Promise<Hook>;
  hookFeed(cursor: string | null, signal: AbortSignal): Promise<HookPage>;
  likeHook(
    hookId: string,
    liked: boolean,
    signal: AbortSignal,
  ): Promise<{ liked: boolean; like_count: number }>;
  hookComments(
    hookId: string,
    signal: AbortSignal,
  ): Promise<{ comments: HookComment[]; has_more: boolean }>;
  commentOnHook(hookId: string, content: string, signal: AbortSignal): Promise<{ id: string }>;
}
