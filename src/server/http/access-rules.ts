import { SET_METADATA_MAX_BODY_BYTES } from '../../contracts/constants';
import { inBody, inPath, inQuery, type AccessRule } from './access';

/** Routes of a clip others may use while it is public (tasks, downloads): spec 000 §7. */
const clipVisibleToUsers: AccessRule = {
  access: 'owner',
  object: inPath('clip'),
  publicTo: 'users',
};
const user: AccessRule = { access: 'user' };

/**
 * Who may call every route of the server, keyed `METHOD path` as Hono lists them (`app.routes`).
 * The routes enforce these themselves (requireUser, the owner checks in their queries);
 * tests/api/security/authorization-matrix.test.ts tries every route as each caller against
 * this table, and fails for a route that is missing from it: a new route declares its rule here
 * (see docs/architecture.md, "How to add an endpoint"). `maxBodyBytes` raises the body limit
 * for a route that takes files (JSON_BODY_MAX_BYTES otherwise).
 */
export const ACCESS_RULES: Record<string, AccessRule> = {
  'GET /api/health': { access: 'anyone' },
  'GET /api/auth/*': { access: 'anyone', note: 'Better Auth: each endpoint in AUTH_RULES' },
  'POST /api/auth/*': { access: 'anyone', note: 'Better Auth: each endpoint in AUTH_RULES' },
  'GET /api/realtime/token': user,
  'GET /api/realtime/config': { access: 'anyone' },

  'POST /api/generate/:version{v2(?:-web)?}': user,
  'GET /api/generate/requests': user,
  'POST /api/generate/concat/v2': {
    access: 'owner',
    object: inBody('clip', 'clip_id'),
    publicTo: 'users',
  },
  'POST /api/generate/merge': {
    access: 'owner',
    object: inBody('clip', 'clip_ids[]'),
    publicTo: 'users',
  },
  'POST /api/generate/upsample': {
    access: 'owner',
    object: inBody('clip', 'clip_id'),
    publicTo: 'users',
  },
  'POST /api/generate/:id/generate_sample_pack': clipVisibleToUsers,
  'GET /api/generate/:id/sample_pack': clipVisibleToUsers,
  'POST /api/generate/lyrics': user,
  'GET /api/generate/lyrics/:id': { access: 'owner', object: inPath('lyrics') },
  'GET /api/generate/get_recommend_styles': user,
  'POST /api/tags/recommend': user,
  'POST /api/c/check': user,

  'POST /api/edit/stems/:id': clipVisibleToUsers,
  'POST /api/edit/:action{crop|fade|speed}/:id': clipVisibleToUsers,
  'GET /api/edit/action/:id': { access: 'owner', object: inPath('editAction') },

  'GET /api/clip/:id': { access: 'owner', object: inPath('clip'), publicTo: 'anyone' },
  'POST /api/gen/:id/unlock-preview': { access: 'owner', object: inPath('clip') },
  'GET /api/feed/v2': user,
  'GET /api/clips/direct_children': {
    access: 'owner',
    object: inQuery('clip', 'clip_id'),
    publicTo: 'anyone',
  },
  'GET /api/clips/direct_children_count': {
    access: 'owner',
    object: inQuery('clip', 'clip_id'),
    publicTo: 'anyone',
  },
  'GET /api/clips/parent': {
    access: 'owner',
    object: inQuery('clip', 'clip_id'),
    publicTo: 'anyone',
  },
  'POST /api/gen/:id/convert_wav': clipVisibleToUsers,
  'GET /api/gen/:id/wav_file': clipVisibleToUsers,
  'POST /api/gen/:id/convert_opus': clipVisibleToUsers,
  'GET /api/gen/:id/opus_file': clipVisibleToUsers,
  'POST /api/billing/clips/:id/download': clipVisibleToUsers,
  'GET /api/gen/:id/aligned_lyrics/v2': clipVisibleToUsers,
  'POST /api/gen/:id/aligned_lyrics/v2': clipVisibleToUsers,

  // Without an id the body saves a new prompt; with one it updates that prompt, the owner's only.
  'POST /api/prompts': { access: 'owner', object: inBody('savedPrompt', 'id') },
  'GET /api/clips/clip_prompts': user,
  'POST /api/prompts/delete': { access: 'owner', object: inBody('savedPrompt', 'id') },

  // Spec 001 §8: a public clip of someone else is "not owned" (403); a private one is not found.
  'POST /api/persona/create': {
    access: 'owner',
    object: inBody('clip', 'root_clip_id'),
    publicRefusal: 403,
  },
  'GET /api/persona/get-personas': user,
  'GET /api/persona/get-trashed-personas': user,
  'GET /api/persona/get-loved-personas': user,
  'GET /api/persona/get-followed-personas': user,
  'GET /api/persona/get-openchirp-personas': user,
  'GET /api/persona/get-persona/:id': {
    access: 'owner',
    object: inPath('persona'),
    publicTo: 'users',
  },
  'GET /api/persona/get-persona-paginated/:id': {
    access: 'owner',
    object: inPath('persona'),
    publicTo: 'users',
  },
  'PUT /api/persona/edit-persona/:id': { access: 'owner', object: inPath('persona') },
  'PUT /api/persona/trash-persona/:id': { access: 'owner', object: inPath('persona') },
  'PUT /api/persona/set_visibility/:id': { access: 'owner', object: inPath('persona') },
  'POST /api/persona/:id/toggle_love': {
    access: 'owner',
    object: inPath('persona'),
    publicTo: 'users',
  },
  'POST /api/persona/follow/:id': { access: 'owner', object: inPath('persona'), publicTo: 'users' },

  // Radios (issue 13): public songs only, for anyone.
  'GET /api/living_radio/stations': { access: 'anyone' },
  'GET /api/living_radio/:station_id/song-list': { access: 'anyone' },
  'GET /api/radio/:tag': { access: 'anyone' },
  // Playlists (spec 000 §7, 001 §7): a public one is read (a share link) and played by anyone,
  // liked and made into new songs by any signed-in user; the rest is its owner's.
  'POST /api/playlist/create': user,
  'GET /api/playlist/me': user,
  'GET /api/playlist/liked_playlist': user,
  'POST /api/playlist/update_clips': { access: 'owner', object: inBody('playlist', 'playlist_id') },
  'POST /api/playlist/set_metadata': { access: 'owner', object: inBody('playlist', 'playlist_id') },
  'POST /api/playlist/trash': { access: 'owner', object: inBody('playlist', 'playlist_id') },
  'GET /api/playlist/:id': { access: 'owner', object: inPath('playlist'), publicTo: 'anyone' },
  'POST /api/playlist/:id/regenerate': {
    access: 'owner',
    object: inPath('playlist'),
    publicTo: 'users',
  },
  'POST /api/playlist_reaction/:id/set_visibility': { access: 'owner', object: inPath('playlist') },
  'POST /api/playlist_reaction/:id/update_reaction_type': {
    access: 'owner',
    object: inPath('playlist'),
    publicTo: 'users',
  },
  'GET /api/clips/get_songs_by_ids': {
    access: 'anyone',
    note: 'answers only the clips the caller may see',
  },
  'POST /api/clips/autoplay': {
    access: 'owner',
    object: inBody('clip', 'clip_id'),
    publicTo: 'anyone',
  },
  'POST /api/gen/:id/increment_play_count': {
    access: 'owner',
    object: inPath('clip'),
    publicTo: 'anyone',
  },
  'POST /api/gen/:id/increment_play_count/v2': {
    access: 'owner',
    object: inPath('clip'),
    publicTo: 'anyone',
  },
  'GET /api/music_player/playbar_state': user,
  'POST /api/music_player/playbar_state': user,
  'GET /api/feature-flags': { access: 'anyone' },
  'POST /api/playlist_reaction/:id/increment_play_count': {
    access: 'owner',
    object: inPath('playlist'),
    publicTo: 'anyone',
  },
  // The trash (slice B of issue 12): the owner's clips only, all or none; others get 404.
  'POST /api/gen/trash': { access: 'owner', object: inBody('clip', 'clip_ids[]') },
  'GET /api/clips/trashed_v2': user,
  'POST /api/clips/delete': { access: 'owner', object: inBody('clip', 'ids[]') },

  // A creator's public basics, shared as /@{handle} links; unknown handles answer 404.
  'GET /api/profiles/:handle': { access: 'anyone' },

  'GET /api/billing/info': user,
  'POST /api/billing/plan': user,
  'POST /api/billing/credits': user,
  'GET /api/account/tokens': user,
  'POST /api/account/tokens': user,
  'DELETE /api/account/tokens/:id': { access: 'owner', object: inPath('accessToken') },
  'GET /api/admin/elevated-usage': { access: 'staff' },
  'POST /api/admin/elevated-usage': { access: 'staff' },

  // Clip settings (issue 12, spec 000 §7): the owner's only; reactions, reports and "not
  // interested" on any clip the caller may see (their own, or a public one).
  'POST /api/gen/:id/set_visibility': { access: 'owner', object: inPath('clip') },
  'POST /api/gen/:id/toggle_comments': { access: 'owner', object: inPath('clip') },
  'POST /api/clips/:id/toggle_remixes': { access: 'owner', object: inPath('clip') },
  'POST /api/clips/:id/set_remix_type': { access: 'owner', object: inPath('clip') },
  'POST /api/clips/:id/toggle_show_remixes': { access: 'owner', object: inPath('clip') },
  'POST /api/clips/set_all_remix_permissions': user,
  'POST /api/gen/:id/set_display_tags': { access: 'owner', object: inPath('clip') },
  'POST /api/gen/:id/set_metadata': {
    access: 'owner',
    object: inPath('clip'),
    maxBodyBytes: SET_METADATA_MAX_BODY_BYTES,
  },
  'POST /api/gen/:id/set_clip_prompt': { access: 'owner', object: inPath('clip') },
  'POST /api/gen/:id/update_feedback_state': { access: 'owner', object: inPath('clip') },
  'POST /api/gen/:id/set_configurations': { access: 'owner', object: inPath('clip') },
  'POST /api/gen/:id/update_flag_state': {
    access: 'owner',
    object: inPath('clip'),
    publicTo: 'users',
  },
  'POST /api/gen/:id/update_reaction_type': {
    access: 'owner',
    object: inPath('clip'),
    publicTo: 'users',
  },
  'POST /api/recommend/feedback/song/:id': {
    access: 'owner',
    object: inPath('clip'),
    publicTo: 'users',
  },
  'DELETE /api/recommend/feedback/song/:id': {
    access: 'owner',
    object: inPath('clip'),
    publicTo: 'users',
  },

  // Comments (issue 14, spec 000 §7): read by anyone while the clip is public, written by users
  // who may see it; a comment is its author's, and public with its clip. Deleting another's
  // public comment is 403 (the clip's owner may: tests/api/comments). Blocks act on one's own clips.
  'GET /api/gen/:id/comments/count': {
    access: 'owner',
    object: inPath('clip'),
    publicTo: 'anyone',
  },
  'GET /api/gen/:id/comments': { access: 'owner', object: inPath('clip'), publicTo: 'anyone' },
  'POST /api/gen/:id/comment': { access: 'owner', object: inPath('clip'), publicTo: 'users' },
  'GET /api/comment/:id/replies': {
    access: 'owner',
    object: inPath('comment'),
    publicTo: 'anyone',
  },
  'POST /api/comment/:id/reaction': {
    access: 'owner',
    object: inPath('comment'),
    publicTo: 'users',
  },
  'DELETE /api/comment/:id': { access: 'owner', object: inPath('comment'), publicRefusal: 403 },
  'POST /api/comment/:id/report': {
    access: 'owner',
    object: inPath('comment'),
    publicTo: 'users',
  },
  'POST /api/comment/block-user': user,
  'POST /api/comment/unblock-user': user,

  // Notifications (issue 14, spec 000 §7): the caller's own; announcements are the staff's.
  'GET /api/notification/v2': user,
  'POST /api/notification/v2/read': user,
  'POST /api/notification/suppress': user,
  'POST /api/notification/announcement': { access: 'staff' },

  // A signed URL also lets a private clip's media in (storage/media-urls.ts; tested with it).
  'GET /media/clips/:id/:file': { access: 'owner', object: inPath('clip'), publicTo: 'anyone' },
  'GET /media/personas/:id/cover.png': {
    access: 'owner',
    object: inPath('persona'),
    publicTo: 'anyone',
  },
};

/**
 * Better Auth's endpoints behind `/api/auth/*`, keyed `METHOD /api/auth/<path>` as its `auth.api`
 * lists them: each acts on the caller's own account, or signs in or out. The web client uses
 * get-session, sign-up/email, sign-in/email and sign-out; the rest stay refused to signed-out
 * callers unless they carry their own proof (a reset or verification token).
 */
export const AUTH_RULES: Record<string, AccessRule> = {
  'GET /api/auth/get-session': { access: 'anyone', note: 'null when signed out' },
  'POST /api/auth/get-session': { access: 'anyone', note: 'null when signed out' },
  'POST /api/auth/sign-up/email': { access: 'anyone' },
  'POST /api/auth/sign-in/email': { access: 'anyone' },
  'POST /api/auth/sign-out': { access: 'anyone' },
  'POST /api/auth/sign-in/social': { access: 'anyone', note: 'no provider is configured' },
  'GET /api/auth/callback/:id': { access: 'anyone', note: 'no provider is configured' },
  'POST /api/auth/callback/:id': { access: 'anyone', note: 'no provider is configured' },
  'POST /api/auth/request-password-reset': { access: 'anyone', note: 'no mail is sent' },
  'GET /api/auth/reset-password/:token': { access: 'anyone', note: 'the token is the proof' },
  'POST /api/auth/reset-password': { access: 'anyone', note: 'the token is the proof' },
  'GET /api/auth/verify-email': { access: 'anyone', note: 'the token is the proof' },
  'POST /api/auth/send-verification-email': { access: 'anyone', note: 'no mail is sent' },
  'GET /api/auth/delete-user/callback': { access: 'anyone', note: 'the token is the proof' },
  'GET /api/auth/ok': { access: 'anyone' },
  'GET /api/auth/error': { access: 'anyone' },
  'POST /api/auth/update-user': user,
  'POST /api/auth/update-session': user,
  'POST /api/auth/verify-password': user,
  'POST /api/auth/change-password': user,
  'POST /api/auth/change-email': user,
  'POST /api/auth/delete-user': user,
  'GET /api/auth/list-sessions': user,
  'POST /api/auth/revoke-session': user,
  'POST /api/auth/revoke-sessions': user,
  'POST /api/auth/revoke-other-sessions': user,
  'POST /api/auth/link-social': user,
  'GET /api/auth/list-accounts': user,
  'POST /api/auth/unlink-account': user,
  'POST /api/auth/refresh-token': user,
  'POST /api/auth/get-access-token': user,
  'GET /api/auth/account-info': user,
};
