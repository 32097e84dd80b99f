import {
  SET_METADATA_MAX_BODY_BYTES,
  UPLOAD_FORM_OVERHEAD_BYTES,
  UPLOAD_MAX_BYTES,
} from '../../contracts/constants';
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
  // Issue 16: audio uploads (spec 000 §7), each its owner's alone.
  'POST /api/uploads/audio': user,
  'POST /api/uploads/audio/:id/upload-finish': { access: 'owner', object: inPath('upload') },
  'GET /api/uploads/audio/:id': { access: 'owner', object: inPath('upload') },
  'POST /api/uploads/audio/:id/initialize-clip': { access: 'owner', object: inPath('upload') },
  // Issue 16: the local upload store; its signed policy, not a session, decides who may post.
  'POST /api/uploads/storage': {
    access: 'anyone',
    maxBodyBytes: UPLOAD_MAX_BYTES + UPLOAD_FORM_OVERHEAD_BYTES,
  },

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
  // The remix tree (issue 14): who made clips from a public clip is anyone's to read; one's own
  // remixes of a clip, signed in.
  'GET /api/clips/direct_children_by_user': {
    access: 'owner',
    object: inQuery('clip', 'clip_id'),
    publicTo: 'anyone',
  },
  'GET /api/clips/user_remixes_for_clip': {
    access: 'owner',
    object: inQuery('clip', 'clip_id'),
    publicTo: 'users',
  },
  'POST /api/gen/:id/convert_wav': clipVisibleToUsers,
  'GET /api/gen/:id/wav_file': clipVisibleToUsers,
  'POST /api/gen/:id/convert_opus': clipVisibleToUsers,
  'GET /api/gen/:id/opus_file': clipVisibleToUsers,
  'POST /api/billing/clips/:id/download': clipVisibleToUsers,
  // Issue 16: download action counts; the plural form passes over ids the caller may not see.
  'POST /api/gen/:id/increment_action_count': clipVisibleToUsers,
  'POST /api/gen/increment_action_counts': user,
  'GET /api/gen/:id/aligned_lyrics/v2': clipVisibleToUsers,
  'POST /api/gen/:id/aligned_lyrics/v2': clipVisibleToUsers,
  'GET /api/gen/:id/waveform': { access: 'owner', object: inPath('clip'), publicTo: 'anyone' },

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
    publicTo: 'anyone',
  },
  'GET /api/persona/get-persona-paginated/:id': {
    access: 'owner',
    object: inPath('persona'),
    publicTo: 'anyone',
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
  // Search (issue 15): public queries for anyone; the library ones (the caller's own) answer a
  // signed-out caller 401 from inside the call.
  'POST /api/search': { access: 'anyone' },
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
  // Workspaces (issue 19, spec 001 §7): a workspace is its owner's and its collaborators'
  // (accepted invitations), a 404 to anyone else; only the owner renames, trashes, invites and
  // removes (a collaborator gets 403 there). Collaboration routes answer 404 with the flag off.
  'POST /api/project': user,
  'GET /api/project/me': user,
  'POST /api/project/trash': { access: 'owner', object: inBody('project', 'project_id') },
  'GET /api/project/invites': user,
  'PUT /api/project/invites/:id': {
    access: 'owner',
    object: inPath('invite'),
    note: "an invitation is its invited user's to answer",
  },
  'GET /api/project/:id': {
    access: 'owner',
    object: inPath('project'),
    note: 'collaborators too',
  },
  'POST /api/project/:id/metadata': { access: 'owner', object: inPath('project') },
  'POST /api/project/:id/clips': {
    access: 'owner',
    object: inPath('project'),
    note: 'collaborators too',
  },
  'POST /api/project/:id/ably-update': {
    access: 'owner',
    object: inPath('project'),
    note: 'collaborators too',
  },
  'GET /api/project/:id/collaborators': {
    access: 'owner',
    object: inPath('project'),
    note: 'collaborators too',
  },
  'POST /api/project/:id/invite': { access: 'owner', object: inPath('project') },
  'GET /api/project/:id/invite-candidates': { access: 'owner', object: inPath('project') },
  'DELETE /api/project/:id/collaborators': { access: 'owner', object: inPath('project') },
  'DELETE /api/project/:id/collaborators/me': {
    access: 'owner',
    object: inPath('sharedProject'),
    note: 'a collaborator leaving; the owner cannot',
  },
  'GET /api/clips/:id/project': {
    access: 'owner',
    object: inPath('clip'),
    publicTo: 'users',
    note: "also a member of the clip's workspace",
  },
  // The trash (slice B of issue 12): the owner's clips only, all or none; others get 404.
  'POST /api/gen/trash': { access: 'owner', object: inBody('clip', 'clip_ids[]') },
  'GET /api/clips/trashed_v2': user,
  'POST /api/clips/delete': { access: 'owner', object: inBody('clip', 'ids[]') },

  // Profiles (issue 14): read by anyone (shared as /@{handle} links; unknown handles answer
  // 404); the fixed reads without ?handle= are the caller's own (401 signed out, tested in
  // tests/api/profiles). Follows, pins (one's own songs) and edits are the signed-in caller's.
  'GET /api/profiles/followers': { access: 'anyone', note: 'without ?handle=: the caller’s' },
  'GET /api/profiles/following': { access: 'anyone', note: 'without ?handle=: the caller’s' },
  'GET /api/profiles/top_clips': { access: 'anyone', note: 'without ?handle=: the caller’s' },
  'GET /api/profiles/pinned-clips': { access: 'anyone', note: 'without ?handle=: the caller’s' },
  'POST /api/profiles/follow': user,
  'POST /api/profiles/pin-clip/:id': { access: 'owner', object: inPath('clip') },
  'POST /api/profiles/edit': user,
  'GET /api/profiles/:handle/remixes-inspired': { access: 'anyone' },
  'GET /api/profiles/:handle/remixes-inspired-count': { access: 'anyone' },
  'GET /api/profiles/:handle/playlists': { access: 'anyone' },
  'GET /api/profiles/:handle/personas': { access: 'anyone' },
  'GET /api/profiles/:handle': { access: 'anyone' },
  // The following feed (spec 001 §7): the caller's follows' songs.
  'POST /api/social/following-feed': user,

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

  // Share links (issue 14, spec 001 §7): made by users for what they may see; a link opens for
  // anyone while its content is public (its owner: while private too), else 404 like an unknown id.
  'POST /api/share/link': {
    access: 'owner',
    object: inBody('clip', 'content_id'),
    publicTo: 'users',
  },
  'GET /api/share/code/:share_id': {
    access: 'owner',
    object: inPath('shareLink', 'share_id'),
    publicTo: 'anyone',
  },
  // Clip videos and share cards (issue 18, spec 000 §7 "Video and sharing"): the owner makes
  // and follows a clip's video; a card is made of any song the caller may see.
  'POST /api/video/generate/:id': { access: 'owner', object: inPath('clip') },
  'GET /api/video/generate/:id/status': { access: 'owner', object: inPath('clip') },
  'GET /api/video_gen/videos': user,
  // Video uploads and hooks (issue 18, spec 001 §7). A hook is anyone's to see once on the feed
  // and its maker's alone before (the routes answer others 404, as for an unknown hook:
  // tests/api/hooks/hooks.test.ts); liking and commenting need an account.
  'POST /api/uploads/video': user,
  'POST /api/uploads/video/:id/upload-finish': { access: 'owner', object: inPath('videoUpload') },
  'GET /api/uploads/video/:id': { access: 'owner', object: inPath('videoUpload') },
  'POST /api/video/hooks/create': user,
  'GET /api/video/hooks': { access: 'anyone' },
  'GET /api/video/hooks/:id': { access: 'anyone' },
  'POST /api/video/hooks/:id/like': user,
  'GET /api/video/hooks/:id/comments': { access: 'anyone' },
  'POST /api/video/hooks/:id/comments': user,
  'POST /api/gen/:id/share_asset': clipVisibleToUsers,
  'GET /api/gen/:id/share_asset/:asset_id': clipVisibleToUsers,

  // Discover (issue 15, spec 001 §7): sections of public things for anyone; one's own events.
  'POST /api/discover': { access: 'anyone' },
  'GET /api/trending/metaplaylist': { access: 'anyone' },
  'GET /api/analytics/user-event': user,
  // Contests (issue 15, spec 001 §7): open contests and their pages for anyone; staff make them.
  'GET /api/contests': { access: 'anyone' },
  'GET /api/contests/is_contest_clip/:clipId': { access: 'anyone' },
  'GET /api/contests/:id': { access: 'anyone' },
  'POST /api/contests': { access: 'staff' },

  // A signed URL also lets a private clip's media in (storage/media-urls.ts; tested with it).
  'GET /media/clips/:id/:file': { access: 'owner', object: inPath('clip'), publicTo: 'anyone' },
  // Issue 18: the same 404 for others (a hook off the feed; every upload's thumbnail).
  'GET /media/hooks/:id/hook.mp4': { access: 'anyone', note: 'maker or published: hooks.test.ts' },
  'GET /media/videos/:id/thumb.png': { access: 'anyone', note: 'uploader only: hooks.test.ts' },
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
