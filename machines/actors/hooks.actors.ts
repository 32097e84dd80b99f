import { fromPromise } from 'xstate';
import type { HookCreateRequest } from '../../src/contracts/hook';
import type { SharePort } from './share.actors';
import type { HooksPort } from './hooks.port';

/** The hook render machine's calls. */
export const createHookRenderActors = (hooks: HooksPort) => ({
  createHook: fromPromise(({ input, signal }: { input: HookCreateRequest; signal: AbortSignal }) =>
    hooks.createHook(input, signal),
  ),
  getHook: fromPromise(({ input, signal }: { input: { hookId: string }; signal: AbortSignal }) =>
    hooks.getHook(input.hookId, signal),
  ),
});

/** A hook page's calls, and the clipboard for its link. */
export const createHookPageActors = (hooks: HooksPort, share: SharePort) => ({
  getHook: createHookRenderActors(hooks).getHook,
  likeHook: fromPromise(
    ({ input, signal }: { input: { hookId: string; liked: boolean }; signal: AbortSignal }) =>
      hooks.likeHook(input.hookId, input.liked, signal),
  ),
  hookComments: fromPromise(
    ({ input, signal }: { input: { hookId: string }; signal: AbortSignal }) =>
      hooks.hookComments(input.hookId, signal),
  ),
  commentOnHook: fromPromise(
    ({ input, signal }: { input: { hookId: string; content: string }; signal: AbortSignal }) =>
      hooks.commentOnHook(input.hookId, input.content, signal),
  ),
  copyLink: fromPromise(({ input }: { input: { url: string } }) => share.copy(input.url)),
});

export const createHooksFeedActors = (hooks: HooksPort) => ({
  hookFeed: fromPromise(
    ({ input, signal }: { input: { cursor: string | null }; signal: AbortSignal }) =>
      hooks.hookFeed(input.cursor, signal),
  ),
});
