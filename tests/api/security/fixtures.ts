import { expect } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import type { ObjectKind } from '../../../src/server/http/access';
import type { TestUser } from '../helpers/generation';
import { read, type Call } from './in-process';
import { postAudio, toneWav } from '../helpers/uploads';
import { workspaceFixtures } from './workspace-fixtures';

/** One object a route acts on, owned by the matrix's owner. */
export interface Fixture {
  id: string;
  /** Whether the kind can be made public (clips and personas); the others are always private. */
  canBePublic: boolean;
  setPublic(isPublic: boolean): Promise<void>;
  /** The object as its owner reads it through the API: what a refused call must leave as it was. */
  read(): Promise<unknown>;
}

/**
 * Which clip a route needs: the complete song, or a clip made from it (an edit action), or a
 * fresh crop of it kept in the trash (deleting for good needs a clip of its own).
 */
export type ClipVariant = 'song' | 'derived' | 'trashed';

/** Signed media URLs carry their expiry; the object is the same whatever URL it is read with. */
const withoutUrlQueries = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_, item: unknown) =>
    typeof item === 'string' && /^https?:\/\//.test(item) ? item.replace(/\?.*$/, '') : item,
  );

/**
 * Makes the objects of the matrix for `owner`: the shared complete song and a crop of it
 * (clips are slow to make, so routes share them and each route leaves them private again),
 * and a fresh persona, access token, lyrics request or saved prompt for every route and state.
 */
export function fixtureFactory(call: Call, owner: TestUser, song: Clip, setClipPublic: SetPublic) {
  const as = { jar: owner.jar };
  const ok = async (method: string, path: string, body?: unknown) => {
    const answer = await read(await call(method, path, { ...as, body }));
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body as Record<string, unknown>;
  };
  const get = async (path: string) => withoutUrlQueries(await ok('GET', path));
  let derived: string | undefined;
  const derivedClip = async () => {
    derived ??= String(
      (await ok('POST', `/api/edit/crop/${song.id}`, { crop_start_s: 1, crop_end_s: 4 })).id,
    );
    return derived;
  };

  const clip = async (id: string, sources: string[]): Promise<Fixture> => ({
    id,
    canBePublic: true,
    setPublic: (isPublic) => setClipPublic(sources, isPublic),
    read: () => get(`/api/clip/${id}`),
  });

  // A new crop each time, put back in the trash whenever its public state is set (which takes
  // it out); once its owner deleted it there is nothing left to set.
  const trashedClip = async (): Promise<Fixture> => {
    const { id } = await ok('POST', `/api/edit/crop/${song.id}`, {
      crop_start_s: 1,
      crop_end_s: 3,
    });
    const fixture = await clip(String(id), [String(id)]);
    return {
      ...fixture,
      setPublic: async (isPublic) => {
        await fixture.setPublic(isPublic);
        const body = { trash: true, clip_ids: [fixture.id] };
        const answer = await read(await call('POST', '/api/gen/trash/', { ...as, body }));
        if (answer.status !== 404) expect(answer.status).toBe(200);
      },
      read: async () => {
        const answer = await read(await call('GET', `/api/clip/${fixture.id}`, as));
        return answer.status === 404 ? null : withoutUrlQueries(answer.body);
      },
    };
  };

  const makers: Record<ObjectKind, (variant: ClipVariant) => Promise<Fixture>> = {
    clip: async (variant) => {
      if (variant === 'song') return clip(song.id, [song.id]);
      if (variant === 'trashed') return trashedClip();
      const id = await derivedClip();
      // A derived clip's family is seen with its source: both go public together.
      return clip(id, [id, song.id]);
    },
    editAction: async () => {
      const id = await derivedClip();
      return {
        ...(await clip(id, [id])),
        canBePublic: false,
        read: () => get(`/api/edit/action/${id}`),
      };
    },
    persona: async () => {
      const persona = await ok('POST', '/api/persona/create', {
        root_clip_id: song.id,
        name: 'Matrix',
      });
      const id = String(persona.id);
      return {
        id,
        canBePublic: true,
        setPublic: async (isPublic) => {
          await ok('PUT', `/api/persona/set_visibility/${id}`, { is_public: isPublic });
        },
        read: () => get(`/api/persona/get-persona/${id}`),
      };
    },
    // A playlist holding the song: made public, the song goes public with it, so another user
    // sees a song in it (regenerate makes new songs from what the caller sees).
    playlist: async () => {
      const playlist = await ok('POST', '/api/playlist/create', {
        name: 'Matrix',
        clip_ids: [song.id],
      });
      const id = String(playlist.id);
      return {
        id,
        canBePublic: true,
        setPublic: async (isPublic) => {
          await ok('POST', `/api/playlist_reaction/${id}/set_visibility`, { is_public: isPublic });
          await setClipPublic([song.id], isPublic);
        },
        read: () => get(`/api/playlist/${id}`),
      };
    },
    // A comment of the owner on the song: public with the song.
    comment: async () => {
      const comment = await ok('POST', `/api/gen/${song.id}/comment`, { content: 'Matrix' });
      const id = String(comment.id);
      return {
        id,
        canBePublic: true,
        setPublic: (isPublic) => setClipPublic([song.id], isPublic),
        read: async () => {
          const page = (await get(`/api/gen/${song.id}/comments?id=${id}`)) as {
            comments: { id: string }[];
          };
          return page.comments.find((item) => item.id === id) ?? null;
        },
      };
    },
    // A share link of the song: it opens while the song is public (its owner: always).
    shareLink: async () => {
      const body = { content_type: 'clip', content_id: song.id, source: 'web', platform: 'x' };
      const id = String((await ok('POST', '/api/share/link', body)).share_id);
      return {
        id,
        canBePublic: true,
        setPublic: (isPublic) => setClipPublic([song.id], isPublic),
        read: () => get(`/api/share/code/${id}`),
      };
    },
    accessToken: async () => {
      const id = String((await ok('POST', '/api/account/tokens', { name: 'matrix' })).id);
      const read = async () => {
        const { tokens } = (await get('/api/account/tokens')) as { tokens: { id: string }[] };
        return tokens.find((token) => token.id === id) ?? null;
      };
      return { id, canBePublic: false, setPublic: noPublicState, read };
    },
    lyrics: async () => {
      const id = String(
        (await ok('POST', '/api/generate/lyrics', { prompt: 'rain on a window' })).id,
      );
      return {
        id,
        canBePublic: false,
        setPublic: noPublicState,
        read: () => get(`/api/generate/lyrics/${id}`),
      };
    },
    savedPrompt: async () => {
      const id = String(
        (await ok('POST', '/api/prompts', { title: 'Matrix', lyrics: 'la la' })).id,
      );
      const read = async () => {
        const { prompts } = (await get('/api/clips/clip_prompts')) as { prompts: { id: string }[] };
        return prompts.find((prompt) => prompt.id === id) ?? null;
      };
      return { id, canBePublic: false, setPublic: noPublicState, read };
    },
    // An uploaded video not posted yet (the matrix decodes none).
    videoUpload: async () => {
      const id = String((await ok('POST', '/api/uploads/video', { extension: 'mp4' })).id);
      return {
        id,
        canBePublic: false,
        setPublic: noPublicState,
        read: () => get(`/api/uploads/video/${id}`),
      };
    },
    // An audio upload whose file is posted, not yet finished (issue 16).
    upload: async () => {
      const { id } = await postAudio(call, owner, toneWav(7));
      return {
        id,
        canBePublic: false,
        setPublic: noPublicState,
        read: () => get(`/api/uploads/audio/${id}`),
      };
    },
    ...workspaceFixtures(call, owner),
  };
  return (kind: ObjectKind, variant: ClipVariant = 'song') => makers[kind](variant);
}

export type SetPublic = (clipIds: string[], isPublic: boolean) => Promise<void>;

async function noPublicState(isPublic: boolean): Promise<void> {
  if (isPublic) throw new Error('this kind of object is never public');
}
