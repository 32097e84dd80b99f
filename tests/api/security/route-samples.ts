import { CREDIT_PACKS } from '../../../src/contracts/constants';
import { customBody, PASSWORD } from '../helpers/generation';
import type { TestUser } from '../helpers/generation';
import type { ClipVariant } from './fixtures';
import { read, type Call } from './in-process';

/**
 * How the matrix calls a route as a caller who is let in: a valid request, so that what decides
 * the answer is who calls. The route's object id (from its access rule) is filled in by the
 * matrix: the path or query parameter it names, or `body(id)` here.
 */
export interface RouteSample {
  /** Path parameters other than the object's, given the owner's handle. */
  params?: (owner: { handle: string }) => Record<string, string>;
  /** Query parameters, or a function of the object's owner giving them. */
  query?: Record<string, string> | ((owner: { handle: string }) => Record<string, string>);
  /** The JSON body, given the object's id and its context. Without one, the call has no body. */
  body?: (id: string, context: SampleContext) => unknown;
  /** Answers a caller who is let in may get besides a 2xx (each with why, beside it). */
  alsoOk?: { status: number; code?: string }[];
  /** The clip the route needs (a song by default). */
  clip?: ClipVariant;
  /**
   * Makes, as the owner, what the route reads besides its object, and returns the path
   * parameters naming it (the matrix only; the fuzz uses `params`).
   */
  prepare?: (call: Call, owner: TestUser, objectId: string) => Promise<Record<string, string>>;
}

/** What the matrix knows beside a route's object: its callers' user ids and the song. */
/** What a sample's body may name besides its object. */
export interface SampleContext {
  /** The object's owner (in the fuzz suite, its own user). */
  owner: { handle: string };
  /** In the matrix only: the callers' ids and the song's. */
  userIds?: Record<'owner' | 'other' | 'staff', string>;
  songId?: string;
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

/** A hook id no hook has (the matrix makes none: tests/api/hooks/ covers who sees one). */
const NO_HOOK = '00000000-0000-4000-8000-000000000000';
const noHook = () => ({ id: NO_HOOK });

/** The query a sample gives for the object's owner. */
export const sampleQuery = (sample: RouteSample, owner: { handle: string }) =>
  typeof sample.query === 'function' ? sample.query(owner) : sample.query;

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
  // Issue 16: a posted upload is finished once; until then it has no clip to make.
  'POST /api/uploads/audio': { body: () => ({ extension: 'wav', is_stem_mix: false }) },
  'POST /api/uploads/audio/:id/upload-finish': {
    body: () => ({ upload_type: 'file_upload', upload_filename: 'Matrix.wav' }),
  },
  'POST /api/uploads/audio/:id/initialize-clip': {
    alsoOk: [{ status: 409, code: 'uploadNotReady' }],
  },
  // The local upload store takes a signed multipart form: a JSON body is refused as S3 would.
  'POST /api/uploads/storage': {
    body: () => ({ key: 'audio/x' }),
    alsoOk: [{ status: 400, code: 'MalformedPOSTRequest' }],
  },
  // Issue 18: no upload here is decoded (that is hooks.test.ts'), so the calls that need one
  // are answered with the check that comes first.
  'POST /api/uploads/video': { body: () => ({ extension: 'mp4' }) },
  'POST /api/uploads/video/:id/upload-finish': {
    body: () => ({ video_upload_type: 'hook' }),
    alsoOk: [{ status: 400, code: 'uploadMissing' }],
  },
  'POST /api/video/hooks/create': {
    body: (_id, context) => ({
      clip_id: context.songId ?? NO_HOOK,
      hook_publish: { title: 'Matrix', caption: '', allow_comments: true, show_lyrics: true },
      video_render: {
        song: { song_id: context.songId ?? NO_HOOK, clip_start_time: 0, clip_end_time: 10 },
        videos: [],
      },
    }),
    alsoOk: [{ status: 400, code: 'videoRequired' }],
  },
  'GET /api/video/hooks/:id': { params: noHook, alsoOk: [{ status: 404, code: 'notFound' }] },
  'POST /api/video/hooks/:id/like': {
    params: noHook,
    body: () => ({ liked: true }),
    alsoOk: [{ status: 404, code: 'notFound' }],
  },
  'GET /api/video/hooks/:id/comments': {
    params: noHook,
    alsoOk: [{ status: 404, code: 'notFound' }],
  },
  'POST /api/video/hooks/:id/comments': {
    params: noHook,
    body: () => ({ content: 'Matrix' }),
    alsoOk: [{ status: 404, code: 'notFound' }],
  },
  'GET /media/hooks/:id/hook.mp4': { params: noHook, alsoOk: [{ status: 404 }] },
  'GET /media/videos/:id/thumb.png': { params: noHook, alsoOk: [{ status: 404 }] },
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
  'POST /api/search': {
    body: () => ({
      search_queries: [
        { name: 'songs', search_type: 'public_song', term: 'song', rank_by: 'most_relevant' },
        { name: 'styles', search_type: 'tag_song', term: 'folk', size: 20 },
      ],
    }),
  },
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
  // Workspaces (issue 19): the owner files their song; invites, and removes, another user.
  'POST /api/project': { body: () => ({ name: 'Matrix', description: 'A workspace' }) },
  'GET /api/project/me': { query: { page: '1', sort: 'Newest', query: 'Mat' } },
  'POST /api/project/trash': { body: (id) => ({ project_id: id, undo_trash: false }) },
  'PUT /api/project/invites/:id': { body: () => ({ status: 'accepted' }) },
  'GET /api/project/:id': { query: { page: '1', hide_disliked: 'true', query: '' } },
  'POST /api/project/:id/metadata': { body: () => ({ name: 'Renamed', description: 'Now' }) },
  'POST /api/project/:id/clips': {
    body: (_, context) => ({
      update_type: 'add',
      metadata: { clip_ids: [context.songId ?? 'none'] },
    }),
  },
  'POST /api/project/:id/ably-update': { body: () => ({ update_type: 'add_clips' }) },
  'POST /api/project/:id/invite': {
    body: (_, context) => ({ invited_user_id: context.userIds?.other ?? 'nobody' }),
  },
  'GET /api/project/:id/invite-candidates': { query: { query: 'oth' } },
  'DELETE /api/project/:id/collaborators': {
    body: (_, context) => ({ invited_user_id: context.userIds?.other ?? 'nobody' }),
  },
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
  // Downloads (issue 16).
  'POST /api/gen/:id/increment_action_count': { body: () => ({ action: 'download_audio' }) },
  'POST /api/gen/increment_action_counts': {
    body: (_, context) => ({ action: 'download_audio', gen_ids: [context.songId ?? 'none'] }),
  },
  'GET /api/profiles/:handle': { params: (owner) => ({ handle: owner.handle }) },
  'GET /api/profiles/:handle/remixes-inspired': { params: (owner) => ({ handle: owner.handle }) },
  'GET /api/profiles/:handle/remixes-inspired-count': {
    params: (owner) => ({ handle: owner.handle }),
  },
  'GET /api/profiles/:handle/playlists': { params: (owner) => ({ handle: owner.handle }) },
  'GET /api/profiles/:handle/personas': { params: (owner) => ({ handle: owner.handle }) },
  'GET /api/profiles/followers': { query: (owner) => ({ handle: owner.handle, page: '1' }) },
  'GET /api/profiles/following': { query: (owner) => ({ handle: owner.handle, page: '1' }) },
  'GET /api/profiles/top_clips': { query: (owner) => ({ handle: owner.handle }) },
  'GET /api/profiles/pinned-clips': { query: (owner) => ({ handle: owner.handle }) },
  // Following the matrix's owner; the owner itself may not (400 cannotFollowSelf).
  'POST /api/profiles/follow': {
    body: (_, { owner }) => ({ handle: owner.handle }),
    alsoOk: [{ status: 400, code: 'cannotFollowSelf' }],
  },
  // A private song cannot be pinned (400 pinNotPublic); a public one is.
  'POST /api/profiles/pin-clip/:id': {
    body: () => ({ submit_to_contest: false, max_pins: 5 }),
    alsoOk: [{ status: 400, code: 'pinNotPublic' }],
  },
  'POST /api/profiles/edit': { body: () => ({ profile_description: 'Songs about the sea.' }) },
  'POST /api/social/following-feed': {
    body: () => ({
      start_feed_timestamp: null,
      page_size: 20,
      ranking_method: 'chronological',
      result_type: 'published_songs',
    }),
  },
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
  // Share links and the remix tree (issue 14).
  'POST /api/share/link': {
    body: (id) => ({ content_type: 'clip', content_id: id, source: 'web', platform: 'copy_link' }),
  },
  'GET /api/clips/direct_children_by_user': { query: { page: '1' } },
  'GET /api/clips/user_remixes_for_clip': { query: { page: '1' } },
  // Clip videos and share cards (issue 18): the matrix runs no workers, so they stay queued.
  'POST /api/gen/:id/share_asset': { body: () => ({ asset_type: 'image' }) },
  'GET /api/gen/:id/share_asset/:asset_id': {
    params: () => ({ asset_id: 'not-an-asset' }),
    prepare: async (call, owner, clipId) => {
      const body = { asset_type: 'image' };
      const made = await read(
        await call('POST', `/api/gen/${clipId}/share_asset`, { body, jar: owner.jar }),
      );
      return { asset_id: String((made.body as { id: string }).id) };
    },
  },
  // Discover (issue 15).
  'POST /api/discover': { body: () => ({ start_index: 0, page_size: 10, section_size: 6 }) },
  // Contests (issue 15): an unknown contest is a 404 to anyone; the staff's new one needs a
  // public song (the matrix's song may be private: 400).
  'GET /api/contests/is_contest_clip/:clipId': {
    params: () => ({ clipId: '00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/contests/:id': {
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    query: { page: '1' },
    alsoOk: [{ status: 404, code: 'notFound' }],
  },
  'POST /api/contests': {
    body: (_id, context) => ({
      title: 'Cover contest',
      end_time: new Date(Date.now() + 86_400_000).toISOString(),
      base_clip_ids: [context.songId ?? '00000000-0000-4000-8000-000000000000'],
    }),
    alsoOk: [{ status: 400, code: 'validation' }],
  },
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
