import { CREDIT_PACKS } from '../../../src/contracts/constants';
import { customBody, PASSWORD } from '../helpers/generation';
import type { ClipVariant } from './fixtures';

/**
 * How the matrix calls a route as a caller who is let in: a valid request, so that what decides
 * the answer is who calls. The route's object id (from its access rule) is filled in by the
 * matrix: the path or query parameter it names, or `body(id)` here.
 */
export interface RouteSample {
  /** Path parameters other than the object's, given the owner's handle. */
  params?: (owner: { handle: string }) => Record<string, string>;
  query?: Record<string, string>;
  /** The JSON body, given the object's id. Without one, the call has no body. */
  body?: (id: string) => unknown;
  /** Answers a caller who is let in may get besides a 2xx (each with why, beside it). */
  alsoOk?: { status: number; code?: string }[];
  /** The clip the route needs (a song by default). */
  clip?: ClipVariant;
}

const sliders = { style_weight: 0.5 };
const playbarSample = {
  playbar_state: 'paused',
  song_index: 0,
  song_play_time: 12.5,
  repeat_state: 'no-repeat',
  action_time: '2026-11-25T12:00:00.000Z',
  song_ids_in_queue: ['a'],
  volume: 0.8,
  device_id: 'device-1',
  device_type: 'desktop',
  context_id: null,
  context_type: null,
};

/** Keyed as the access tables are (`METHOD path`); routes that need nothing are absent. */
export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  'POST /api/generate/:version{v2(?:-web)?}': {
    params: () => ({ version: 'v2-web' }),
    body: () => customBody,
  },
  // The song extends nothing, so there is no whole song to make: refused once the clip is found.
  'POST /api/generate/concat/v2': {
    body: (id) => ({ clip_id: id }),
    alsoOk: [{ status: 400, code: 'invalidTaskInput' }],
  },
  'POST /api/generate/merge': { body: (id) => ({ clip_ids: [id, id] }) },
  'POST /api/generate/upsample': { body: (id) => ({ clip_id: id, model_name: 'chirp-v4' }) },
  'POST /api/generate/lyrics': { body: () => ({ prompt: 'a song about the sea' }) },
  'POST /api/tags/recommend': { body: () => ({ tags: 'folk' }) },
  'POST /api/c/check': { body: () => ({ ctype: 'generation' }) },
  'POST /api/edit/:action{crop|fade|speed}/:id': {
    params: () => ({ action: 'crop' }),
    body: () => ({ crop_start_s: 1, crop_end_s: 3 }),
  },
  'GET /api/clips/parent': { clip: 'derived' },
  'GET /api/edit/action/:id': { clip: 'derived' },
  'POST /api/prompts': { body: (id) => ({ id, title: 'Renamed', sliders }) },
  'POST /api/prompts/delete': { body: (id) => ({ id }) },
  'POST /api/persona/create': { body: (id) => ({ root_clip_id: id, name: 'Voice' }) },
  'PUT /api/persona/edit-persona/:id': { body: () => ({ name: 'Renamed' }) },
  'PUT /api/persona/trash-persona/:id': { body: () => ({}) },
  'PUT /api/persona/set_visibility/:id': { body: () => ({ is_public: false }) },
  'POST /api/persona/:id/toggle_love': { body: () => ({}) },
  'POST /api/persona/follow/:id': { body: () => ({}) },
  'GET /api/living_radio/:station_id/song-list': { params: () => ({ station_id: 'default' }) },
  'GET /api/radio/:tag': { params: () => ({ tag: 'folk' }) },
  'POST /api/playlist/update_clips': {
    body: (id) => ({ playlist_id: id, update_type: 'reorder', metadata: { clip_ids: ['none'] } }),
  },
  'POST /api/playlist/set_metadata': { body: (id) => ({ playlist_id: id, name: 'Renamed' }) },
  'POST /api/playlist/trash': { body: (id) => ({ playlist_id: id, undo_trash: true }) },
  'POST /api/playlist/:id/regenerate': { body: () => ({ model_name: 'chirp-v3-5' }) },
  'POST /api/playlist_reaction/:id/set_visibility': { body: () => ({ is_public: false }) },
  'POST /api/playlist_reaction/:id/update_reaction_type': { body: () => ({ reaction: 'LIKE' }) },
  'POST /api/playlist_reaction/:id/increment_play_count': { body: () => ({}) },
  'GET /api/clips/get_songs_by_ids': { query: { ids: 'a,b' } },
  'POST /api/clips/autoplay': {
    body: (id) => ({ clip_id: id, clips_in_queue: [], page_size: 30 }),
  },
  'POST /api/gen/:id/increment_play_count/v2': { body: () => ({ sample_factor: 1 }) },
  'POST /api/music_player/playbar_state': { body: () => playbarSample },
  'POST /api/billing/plan': { body: () => ({ plan: 'premier' }) },
  'POST /api/billing/credits': { body: () => ({ pack_id: CREDIT_PACKS[0].id }) },
  'POST /api/account/tokens': { body: () => ({ name: 'matrix' }) },
  // Staff turn the switch off: on, every basic user's generate would answer 503.
  'POST /api/admin/elevated-usage': { body: () => ({ on: false }) },
  'GET /media/clips/:id/:file': { params: () => ({ file: 'song.mp3' }) },
  'GET /api/profiles/:handle': { params: (owner) => ({ handle: owner.handle }) },
  // Clip settings (issue 12): each leaves the song as it found it (the matrix compares it).
  'POST /api/gen/:id/set_visibility': { body: () => ({ is_public: false }) },
  'POST /api/gen/:id/toggle_comments': { body: () => ({ can_comment: true }) },
  'POST /api/clips/:id/toggle_remixes': { body: () => ({ can_remix: true }) },
  'POST /api/clips/:id/set_remix_type': { body: () => ({ remix: 'all' }) },
  'POST /api/clips/:id/toggle_show_remixes': { body: () => ({ show_remix: true }) },
  'POST /api/clips/set_all_remix_permissions': { query: { can_remix: 'true' } },
  'POST /api/gen/:id/set_display_tags': { body: () => ({ display_tags: null }) },
  'POST /api/gen/:id/set_metadata': { body: () => ({ opt_out_video_cover_hook: false }) },
  // The song's own lyrics again.
  'POST /api/gen/:id/set_clip_prompt': { body: () => ({ prompt: customBody.prompt }) },
  'POST /api/gen/:id/update_feedback_state': { body: () => ({ feedback_reason: null }) },
  'POST /api/gen/:id/set_configurations': { body: () => ({ configurations: { loop: false } }) },
  'POST /api/gen/:id/update_flag_state': { body: () => ({ flagged: false }) },
  'POST /api/gen/:id/update_reaction_type': { body: () => ({ reaction: null }) },
  'POST /api/recommend/feedback/song/:id': { body: () => ({ feedback_type: 'not_interested' }) },
  'DELETE /api/recommend/feedback/song/:id': {
    body: () => ({ feedback_type: 'not_interested' }),
  },
  'POST /api/gen/trash': { body: (id) => ({ trash: true, clip_ids: [id] }) },
  'GET /api/clips/trashed_v2': { query: { page_size: '10', is_public: 'false' } },
  'POST /api/clips/delete': { body: (id) => ({ ids: [id] }), clip: 'trashed' },
  // Comments (issue 14).
  'POST /api/gen/:id/comment': {
    body: () => ({ content: 'Lovely at 0:02', track_timestamp: 2, user_mentions: [] }),
  },
  'POST /api/comment/:id/reaction': { body: () => ({ reaction: 'LIKE' }) },
  'POST /api/comment/:id/report': { body: () => ({ reason: 'spam' }) },
  // Nobody has this handle: found no one to block (the blocks themselves: tests/api/comments).
  'POST /api/comment/block-user': {
    body: () => ({ handle: 'nobody_here', reason: 'spam' }),
    alsoOk: [{ status: 404, code: 'notFound' }],
  },
  'POST /api/comment/unblock-user': {
    body: () => ({ handle: 'nobody_here' }),
    alsoOk: [{ status: 404, code: 'notFound' }],
  },
  'POST /api/notification/v2/read': { body: () => ({ all: true }) },
  'POST /api/notification/suppress': { body: () => ({ ids: ['none'] }) },
  'POST /api/notification/announcement': { body: () => ({ content: 'Hello from the team' }) },
};

/** Values for the path parameters of Better Auth's endpoints (none is a real token). */
export const AUTH_PARAMS = { id: 'github', token: 'not-a-token' };

/**
 * Valid requests for Better Auth's endpoints (it checks a body before the session): signed out
 * they must be refused for want of a session, signed in let in. None changes the account for
 * good: the password is "changed" to itself.
 */
export const AUTH_SAMPLES: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  'POST /api/auth/verify-password': { body: { password: PASSWORD } },
  'POST /api/auth/change-password': { body: { currentPassword: PASSWORD, newPassword: PASSWORD } },
  'POST /api/auth/change-email': { body: { newEmail: 'matrix-new@example.com' } },
  'POST /api/auth/revoke-session': { body: { token: 'not-a-session' } },
  'POST /api/auth/link-social': { body: { provider: 'github' } },
  'POST /api/auth/unlink-account': { body: { providerId: 'github', accountId: 'not-an-account' } },
  'POST /api/auth/refresh-token': { body: { accountId: 'not-an-account' } },
  'POST /api/auth/get-access-token': { body: { accountId: 'not-an-account' } },
  'GET /api/auth/account-info': { query: { accountId: 'not-an-account' } },
};
