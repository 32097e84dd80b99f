import type { Clip } from '../../src/contracts/clip';
import type { PageChildren } from './pages.children';

/** The id of the song page actor for a clip: views find it among the root's children. */
export const songActorId = (clipId: string) => `song-${clipId}`;

/** The id of a song page's family actor (clips made from it, its source) for a clip. */
export const clipFamilyActorId = (clipId: string) => `clipFamily-${clipId}`;

/** The id of a song page's comments actor for a clip. */
export const commentsActorId = (clipId: string) => `comments-${clipId}`;

/** The id of a song page's actions actor for a clip. */
export const clipActionsActorId = (clipId: string) => `clipActions-${clipId}`;

/** The ids of a clip view's menu actors: its reaction and its settings dialogs (issue 12). */
export const clipReactionActorId = (clipId: string) => `clipReaction-${clipId}`;
export const clipSettingsActorId = (clipId: string) => `clipSettings-${clipId}`;
/** The id of a persona page's actor (/persona/{id}). */
export const personaActorId = (personaId: string) => `persona-${personaId}`;

/** The id of a profile page's actor: views find it among the root's children. */
export const profileActorId = (handle: string) => `profile-${handle}`;

/** The id of a song radio page's actor (/radio/song/{id}). */
export const songRadioActorId = (clipId: string) => `songRadio-${clipId}`;

/** The id of the full-screen player's lyrics actor for the clip it shows. */
export const syncedLyricsActorId = (clipId: string) => `syncedLyrics-${clipId}`;
/** The id of a tag radio page's actor (/radio/tag/{tag}). */
export const tagRadioActorId = (tag: string) => `tagRadio-${tag}`;

/** The id of a playlist page's actor (/playlist/{id}). */
export const playlistActorId = (playlistId: string) => `playlist-${playlistId}`;

/** The id of the account page's access tokens actor (/account): one user's, one at a time. */
export const ACCESS_TOKENS_ACTOR_ID = 'accessTokens';

/** A page the app was asked to open, kept while the pages' code loads. */
export type PageRequest =
  | { kind: 'song'; clipId: string; commentId?: string | null }
  | { kind: 'clipActions'; clip: Clip }
  | { kind: 'clipMenu'; clip: Clip }
  | { kind: 'profile'; handle: string }
  | { kind: 'playlist'; playlistId: string }
  | { kind: 'persona'; personaId: string }
  | { kind: 'accessTokens' }
  | { kind: 'songRadio'; clipId: string }
  | { kind: 'syncedLyrics'; clipId: string }
  | { kind: 'tagRadio'; tag: string };

/** One actor a page runs: which logic, under which id, with which input. */
export interface PageActor {
  src: keyof PageChildren;
  id: string;
  input: unknown;
}

/** A kind of page and the clip id or handle it shows, as a close event names it. */
export interface PageKey {
  kind: PageRequest['kind'];
  key: string;
}

/** The ids of the actors a page runs: a song page its clip's and family's, the others one. */
export function pageActorIds({ kind, key }: PageKey): string[] {
  if (kind === 'song') return [songActorId(key), clipFamilyActorId(key), commentsActorId(key)];
  if (kind === 'clipActions') return [clipActionsActorId(key)];
  if (kind === 'clipMenu') return [clipReactionActorId(key), clipSettingsActorId(key)];
  if (kind === 'playlist') return [playlistActorId(key)];
  if (kind === 'persona') return [personaActorId(key)];
  if (kind === 'accessTokens') return [ACCESS_TOKENS_ACTOR_ID];
  if (kind === 'songRadio') return [songRadioActorId(key)];
  if (kind === 'syncedLyrics') return [syncedLyricsActorId(key)];
  if (kind === 'tagRadio') return [tagRadioActorId(key)];
  return [profileActorId(key)];
}

/** The clip id or handle a request names. */
export function pageKeyOf(request: PageRequest): PageKey {
  if (request.kind === 'song') return { kind: 'song', key: request.clipId };
  if (request.kind === 'clipActions') return { kind: 'clipActions', key: request.clip.id };
  if (request.kind === 'clipMenu') return { kind: 'clipMenu', key: request.clip.id };
  if (request.kind === 'playlist') return { kind: 'playlist', key: request.playlistId };
  if (request.kind === 'persona') return { kind: 'persona', key: request.personaId };
  if (request.kind === 'accessTokens') return { kind: 'accessTokens', key: '' };
  if (request.kind === 'songRadio') return { kind: 'songRadio', key: request.clipId };
  if (request.kind === 'syncedLyrics') return { kind: 'syncedLyrics', key: request.clipId };
  if (request.kind === 'tagRadio') return { kind: 'tagRadio', key: request.tag };
  return { kind: 'profile', key: request.handle };
}

/** Whether a request is for the page a key names. */
export const isPage = (request: PageRequest, { kind, key }: PageKey) => {
  const own = pageKeyOf(request);
  return own.kind === kind && own.key === key;
};

/** The actors a request's page runs, with their logic's name and input. */
export function pageActorsOf(request: PageRequest): PageActor[] {
  const ids = pageActorIds(pageKeyOf(request));
  if (request.kind === 'song') {
    const input = { clipId: request.clipId };
    return [
      { src: 'song', id: ids[0]!, input },
      { src: 'clipFamily', id: ids[1]!, input },
      {
        src: 'comments',
        id: ids[2]!,
        input: { clipId: request.clipId, deeplinkId: request.commentId ?? null },
      },
    ];
  }
  if (request.kind === 'clipActions') {
    return [{ src: 'clipActions', id: ids[0]!, input: { clip: request.clip } }];
  }
  if (request.kind === 'clipMenu') {
    const input = { clip: request.clip };
    return [
      { src: 'clipReaction', id: ids[0]!, input },
      { src: 'clipSettings', id: ids[1]!, input },
    ];
  }
  if (request.kind === 'playlist') {
    return [{ src: 'playlist', id: ids[0]!, input: { playlistId: request.playlistId } }];
  }
  if (request.kind === 'persona') {
    return [{ src: 'persona', id: ids[0]!, input: { personaId: request.personaId } }];
  }
  if (request.kind === 'accessTokens') return [{ src: 'accessTokens', id: ids[0]!, input: {} }];
  if (request.kind === 'songRadio') {
    return [{ src: 'songRadio', id: ids[0]!, input: { clipId: request.clipId } }];
  }
  if (request.kind === 'syncedLyrics') {
    return [{ src: 'syncedLyrics', id: ids[0]!, input: { clipId: request.clipId } }];
  }
  if (request.kind === 'tagRadio') {
    return [{ src: 'tagRadio', id: ids[0]!, input: { tag: request.tag } }];
  }
  return [{ src: 'profile', id: ids[0]!, input: { handle: request.handle } }];
}
