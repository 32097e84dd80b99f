import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { hookPageMachine } from '../../../machines/hooks/hookPage.machine';
import * as page from '../../../machines/hooks/hookPage.selectors';
import type { hooksFeedMachine } from '../../../machines/hooks/hooksFeed.machine';
import * as feed from '../../../machines/hooks/hooksFeed.selectors';
import type { Hook, HookComment } from '../../contracts/hook';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type FeedRef = ActorRefFrom<typeof hooksFeedMachine>;
type HookRef = ActorRefFrom<typeof hookPageMachine>;
const NO_HOOKS: Hook[] = [];
const NO_COMMENTS: HookComment[] = [];

/** /hooks: the feed's actor runs while the page shows. */
export function useHooksFeed() {
  useOpenPage({ kind: 'hooksFeed' });
  const ref = usePageActor<FeedRef>(pageActorId('hooksFeed', ''));
  return {
    hooks: useSelector(ref, (s) => (s ? feed.selectFeedHooks(s) : NO_HOOKS)),
    state: useSelector(ref, (s) => (s ? feed.selectFeedState(s) : 'loading')),
    hasMore: useSelector(ref, (s) => (s ? feed.selectHasMoreHooks(s) : false)),
    error: useSelector(ref, (s) => (s ? feed.selectFeedHooksError(s) : null)),
    more: () => ref?.send({ type: 'hooksFeed.more' }),
    retry: () => ref?.send({ type: 'hooksFeed.retry' }),
  };
}

/** A hook's page: the hook, its like, comments and link. */
export function useHookPage(hookId: string) {
  useOpenPage({ kind: 'hook', hookId });
  const ref = usePageActor<HookRef>(pageActorId('hookPage', hookId));
  return {
    status: useSelector(ref, (s) => (s ? page.selectHookStatus(s) : 'loading')),
    hook: useSelector(ref, (s) => (s ? page.selectHook(s) : null)),
    comments: useSelector(ref, (s) => (s ? page.selectHookComments(s) : NO_COMMENTS)),
    error: useSelector(ref, (s) => (s ? page.selectHookError(s) : null)),
    posting: useSelector(ref, (s) => (s ? page.selectIsPostingComment(s) : false)),
    copyByHand: useSelector(ref, (s) => (s ? page.selectCopyByHand(s) : false)),
    like: () => ref?.send({ type: 'hook.like' }),
    comment: (content: string) => ref?.send({ type: 'hook.comment', content }),
    copyLink: (url: string) => ref?.send({ type: 'hook.copyLink', url }),
    retry: () => ref?.send({ type: 'hook.retry' }),
  };
}
