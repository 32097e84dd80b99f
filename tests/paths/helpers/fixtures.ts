import type { Playlist } from '../../../src/contracts/playlist';
import type { SessionUser } from '../../../src/contracts/auth';
import {
  DEFAULT_CLIP_SETTINGS,
  DEFAULT_SETTINGS_METADATA,
  NO_TASK_METADATA,
  type Clip,
  type ClipMetadata,
} from '../../../src/contracts/clip';
import type { BillingInfo } from '../../../src/contracts/generation';
import type { ErrorCode } from '../../../src/contracts/errors';

/** A signed-in user as the auth port returns it. */
export const aUser: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  handle: 'ada',
  tier: 'basic',
  isStaff: false,
  credits: 50,
  image: null,
};

/** An error as adapters throw it: a message and the code machines carry. */
export function codedError(code: ErrorCode | string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

/** A promise with its settle functions, for fake ports whose timing the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the actors awaiting them. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clip as the server returns it; `created_at` defaults to now so no stuck deadline has passed. */
export function aClip(
  overrides: Omit<Partial<Clip>, 'metadata'> & { metadata?: Partial<ClipMetadata> } = {},
): Clip {
  const { metadata, ...rest } = overrides;
  return {
    id: 'clip-a',
    request_id: 'request-1',
    title: 'Neon rain',
    status: 'submitted',
    created_at: new Date().toISOString(),
    user_id: aUser.id,
    handle: aUser.handle,
    display_name: aUser.name,
    image_url: null,
    image_large_url: null,
    audio_url: null,
    audio_url_m4a: null,
    audio_url_webm: null,
    video_url: null,
    preview_url: null,
    model_name: 'openchirp-v1',
    major_model_version: 'v1',
    is_public: false,
    is_trashed: false,
    play_count: 0,
    upvote_count: 0,
    comment_count: 0,
    ...DEFAULT_CLIP_SETTINGS,
    ...rest,
    metadata: {
      ...NO_TASK_METADATA,
      ...DEFAULT_SETTINGS_METADATA,
      type: 'gen',
      task: null,
      prompt: null,
      gpt_description_prompt: 'a song about neon rain',
      tags: null,
      negative_tags: null,
      make_instrumental: false,
      vocal_gender: null,
      control_sliders: null,
      create_mode: 'simple',
      duration: null,
      rendered_s: null,
      persona_id: null,
      cover_clip_id: null,
      refund_credits: false,
      error_type: null,
      error_message: null,
      has_vocal: null,
      stream: true,
      provider: null,
      ...metadata,
    },
  };
}

/** Billing info of a basic user with one usable model. */
export function aBillingInfo(overrides: Partial<BillingInfo> = {}): BillingInfo {
  return {
    credits: 50,
    total_credits_left: 50,
    tier: 'basic',
    period: 'day',
    monthly_limit: 50,
    monthly_usage: 0,
    is_past_due: false,
    models: [
      {
        name: 'v1',
        external_key: 'openchirp-v1',
        family: 'openchirp',
        can_use: true,
        max_lyrics_chars: 3000,
        max_duration_s: 240,
        can_control_sliders: ['style_weight', 'weirdness_constraint'],
        is_default: true,
      },
    ],
    plans: [],
    credit_packs: [],
    ...overrides,
  };
}

/** A playlist as the server returns it, holding the given clips (all on its first page). */
export function aPlaylist(clips: Clip[] = [], overrides: Partial<Playlist> = {}): Playlist {
  return {
    id: 'playlist-1',
    name: 'Road trip',
    description: '',
    user_id: aUser.id,
    handle: aUser.handle,
    display_name: aUser.name,
    is_owned: true,
    is_public: false,
    is_trashed: false,
    is_liked: false,
    upvote_count: 0,
    play_count: 0,
    image_urls: [],
    clipIds: clips.map((clip) => clip.id),
    num_total_results: clips.length,
    playlist_clips: clips.map((clip, index) => ({ clip, relative_index: index })),
    current_page: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
