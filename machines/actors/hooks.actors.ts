import { fromPromise } from 'xstate';
import { HOOK_SONGS_PAGE_SIZE } from '../../src/contracts/constants';
import type { Clip } from '../../src/contracts/clip';
import type { HookCreateRequest } from '../../src/contracts/hook';
import { toHookSong, type HookSong } from '../hooks/hook-song';
import type { Ports } from './ports';
import { playRangeActor } from './range-playback';
import type { SearchPort } from './search.port';
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

/** The hook flow's own calls: the clip a song's menu named, and hearing the song's range. */
export const createHookFlowActors = (ports: Pick<Ports, 'clips' | 'selectionAudio'>) => ({
  getClip: fromPromise<Clip, { clipId: string }>(({ input, signal }) =>
    ports.clips.getClip(input.clipId, signal),
  ),
  playSongRange: playRangeActor(ports.selectionAudio, {
    ended: 'hookFlow.previewEnded',
    failed: 'hookFlow.previewFailed',
  }),
});

/** The hook song modal's list: the user's songs by search (library_song), those a hook can use. */
export const createHookSongsActors = (search: SearchPort) => ({
  findHookSongs: fromPromise<HookSong[], { term: string }>(async ({ input, signal }) => {
    const name = 'hook_songs';
    const answer = await search.search(
      [
        {
          name,
          search_type: 'library_song',
          term: input.term,
          rank_by: 'most_relevant',
          size: HOOK_SONGS_PAGE_SIZE,
        },
      ],
      signal,
    );
    const clips = (answer.result[name]?.result ?? []) as Clip[];
    return clips.map(toHookSong).filter((song): song is HookSong => song !== null);
  }),
});
