import type { Clip } from '../../src/contracts/clip';
import type { PageChildren } from './pages.children';

/** A page the app was asked to open, kept while the pages' code loads. */
export type PageRequest =
  | { kind: 'song'; clipId: string; commentId?: string | null }
  | { kind: 'clipActions'; clip: Clip }
  | { kind: 'clipMenu'; clip: Clip }
  | { kind: 'profile'; handle: string }
  /** A profile's list opened on request (a dialog): its followers, following, remixes. */
  | { kind: 'profileList'; handle: string; list: 'followers' | 'following' | 'remixes' }
  | { kind: 'followingFeed' }
  | { kind: 'playlist'; playlistId: string }
  | { kind: 'persona'; personaId: string }
  | { kind: 'accessTokens' }
  | { kind: 'songRadio'; clipId: string }
  | { kind: 'syncedLyrics'; clipId: string }
  | { kind: 'waveform'; clipId: string }
  | { kind: 'tagRadio'; tag: string }
  | { kind: 'shareCode'; shareId: string }
  | { kind: 'clipVideo'; clip: Clip }
  /** The download dialog of a clip (issue 16). */
  | { kind: 'download'; clip: Clip }
  | { kind: 'workspaceMembers'; workspaceId: string }
  | { kind: 'workspaceInvites' }
  | { kind: 'search' }
  /** The `@handle` suggestions of a song's comment box. */
  | { kind: 'mentions'; clipId: string }
  | { kind: 'discover' }
  | { kind: 'userEvents' }
  /** Edit mode on a clip (/edit/{clip_id}, issue 16): one edit session. */
  | { kind: 'edit'; clipId: string }
  /** Issue 18: the hooks feed, and one hook's page. */
  | { kind: 'hooksFeed' }
  | { kind: 'hook'; hookId: string }
  /** The three screens of making a hook (its video's upload and render), and its song modal. */
  | { kind: 'makeHook' }
  /** A style tag's or a hashtag's page (issue 15). */
  | { kind: 'tagSongs'; searchType: 'tag_song' | 'hashtag_song'; term: string }
  | { kind: 'contests' }
  | { kind: 'contest'; contestId: string }
  /** Whether an open contest names a clip (its cover action). */
  | { kind: 'contestClip'; clipId: string };

type PageKind = PageRequest['kind'];
type RequestOf<K extends PageKind> = Extract<PageRequest, { kind: K }>;

/** One actor a page runs: which logic, under which id, with which input. */
export interface PageActor {
  src: keyof PageChildren;
  id: string;
  input: unknown;
}

/** A kind of page and the clip id or handle it shows, as a close event names it. */
export interface PageKey {
  kind: PageKind;
  key: string;
}

interface PageKindRule<K extends PageKind> {
  /** The logic of each actor the page runs, by its name in PageChildren. */
  actors: (keyof PageChildren)[];
  /** What names one page of the kind: a clip id, a handle ('' for a page of which there is one). */
  key: (request: RequestOf<K>) => string;
  /** The input an actor of the page starts with. */
  input: (request: RequestOf<K>, src: keyof PageChildren) => unknown;
}

const clipIdInput = (request: { clipId: string }) => ({ clipId: request.clipId });
const clipInput = (request: { clip: Clip }) => ({ clip: request.clip });

/** Every kind of page: a new page adds a row here and its logic to pages.children.ts. */
const PAGE_KINDS: { [K in PageKind]: PageKindRule<K> } = {
  song: {
    actors: ['song', 'clipFamily', 'remixTree', 'comments'],
    key: (request) => request.clipId,
    input: (request, src) =>
      src === 'comments'
        ? { clipId: request.clipId, deeplinkId: request.commentId ?? null }
        : clipIdInput(request),
  },
  clipActions: { actors: ['clipActions'], key: (request) => request.clip.id, input: clipInput },
  clipMenu: {
    actors: ['clipReaction', 'clipSettings'],
    key: (request) => request.clip.id,
    input: clipInput,
  },
  profile: {
    actors: ['profile', 'profileShelves', 'profilePlaylists', 'profilePersonas'],
    key: (request) => request.handle,
    input: (request, src) =>
      src === 'profilePlaylists' || src === 'profilePersonas'
        ? { handle: request.handle, kind: src === 'profilePlaylists' ? 'playlists' : 'personas' }
        : { handle: request.handle },
  },
  // Keyed `<list>-<handle>` (handles hold no '-'): `profileList-followers-ada`.
  profileList: {
    actors: ['profileList'],
    key: (request) => `${request.list}-${request.handle}`,
    input: (request) => ({ handle: request.handle, kind: request.list }),
  },
  followingFeed: { actors: ['followingFeed'], key: () => '', input: () => ({}) },
  playlist: {
    actors: ['playlist'],
    key: (request) => request.playlistId,
    input: (request) => ({ playlistId: request.playlistId }),
  },
  persona: {
    actors: ['persona'],
    key: (request) => request.personaId,
    input: (request) => ({ personaId: request.personaId }),
  },
  accessTokens: { actors: ['accessTokens'], key: () => '', input: () => ({}) },
  songRadio: { actors: ['songRadio'], key: (request) => request.clipId, input: clipIdInput },
  syncedLyrics: { actors: ['syncedLyrics'], key: (request) => request.clipId, input: clipIdInput },
  waveform: { actors: ['clipWaveform'], key: (request) => request.clipId, input: clipIdInput },
  tagRadio: {
    actors: ['tagRadio'],
    key: (request) => request.tag,
    input: (request) => ({ tag: request.tag }),
  },
  shareCode: {
    actors: ['shareCode'],
    key: (request) => request.shareId,
    input: (request) => ({ shareId: request.shareId }),
  },
  clipVideo: {
    actors: ['clipVideo', 'shareAsset'],
    key: (request) => request.clip.id,
    input: (request, src) =>
      src === 'clipVideo' ? clipInput(request) : { clipId: request.clip.id },
  },
  download: {
    actors: ['download'],
    key: (request) => request.clip.id,
    input: (request) => ({ clipId: request.clip.id, title: request.clip.title }),
  },
  workspaceMembers: {
    actors: ['workspaceMembers'],
    key: (request) => request.workspaceId,
    input: (request) => ({ workspaceId: request.workspaceId }),
  },
  workspaceInvites: { actors: ['workspaceInvites'], key: () => '', input: () => ({}) },
  search: { actors: ['search'], key: () => '', input: () => ({}) },
  mentions: { actors: ['mentionSuggest'], key: (request) => request.clipId, input: () => ({}) },
  discover: { actors: ['discover'], key: () => '', input: () => ({}) },
  userEvents: { actors: ['userEvents'], key: () => '', input: () => ({}) },
  edit: { actors: ['editor'], key: (request) => request.clipId, input: clipIdInput },
  hooksFeed: { actors: ['hooksFeed'], key: () => '', input: () => ({}) },
  makeHook: { actors: ['hookFlow', 'hookSongs'], key: () => '', input: () => ({}) },
  hook: {
    actors: ['hookPage'],
    key: (request) => request.hookId,
    input: (request) => ({ hookId: request.hookId }),
  },
  // Keyed `<type>:<term>` (`tagSongs-tag_song:indie rock`): one actor per term.
  tagSongs: {
    actors: ['tagSongs'],
    key: (request) => `${request.searchType}:${request.term}`,
    input: (request) => ({ searchType: request.searchType, term: request.term }),
  },
  contests: { actors: ['contests'], key: () => '', input: () => ({}) },
  contestClip: { actors: ['contestClip'], key: (request) => request.clipId, input: clipIdInput },
  contest: {
    actors: ['contest'],
    key: (request) => request.contestId,
    input: (request) => ({ contestId: request.contestId }),
  },
};

const ruleOf = <K extends PageKind>(kind: K) => PAGE_KINDS[kind] as unknown as PageKindRule<K>;

/**
 * The id of one of a page's actors among the pages' children, `<logic>-<key>` (`song-<clipId>`,
 * `profile-<handle>`), or the logic's name for a page of which there is one (/account's
 * `accessTokens`): views find the actor by it.
 */
export const pageActorId = (src: keyof PageChildren, key: string) =>
  key === '' ? src : `${src}-${key}`;

/** The ids of the actors a page runs. */
export const pageActorIds = ({ kind, key }: PageKey): string[] =>
  PAGE_KINDS[kind].actors.map((src) => pageActorId(src, key));

/** The kind and key of the page a request is for. */
export const pageKeyOf = (request: PageRequest): PageKey => ({
  kind: request.kind,
  key: ruleOf(request.kind).key(request),
});

/** The text that stands for a page in the pages' count of opens. */
export const pageName = ({ kind, key }: PageKey) => `${kind}:${key}`;

/** Whether a request is for the page a key names. */
export const isPage = (request: PageRequest, page: PageKey) =>
  pageName(pageKeyOf(request)) === pageName(page);

/** The actors a request's page runs, with their logic's name and input. */
export function pageActorsOf(request: PageRequest): PageActor[] {
  const rule = ruleOf(request.kind);
  const key = rule.key(request);
  return rule.actors.map((src) => ({
    src,
    id: pageActorId(src, key),
    input: rule.input(request, src),
  }));
}
