/**
 * Business constants. Every value names where it comes from: a spec section
 * (000 = generation/clips document, 001 = discovery/organisation document) or,
 * where the spec says "not shown", our own choice with the reason.
 */

/** Handle length and alphabet on sign-up. Our choice (spec 000 §3 names `handle`, no rule shown). */
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
export const HANDLE_PATTERN = /^[A-Za-z0-9_]+$/;
/**
 * Handles nobody may take (ignoring case): the fixed reads beside `GET /api/profiles/{handle}`
 * (spec 001 §7 following, followers, top_clips), which a user of that handle would shadow. Ours.
 */
export const RESERVED_HANDLES: readonly string[] = ['followers', 'following', 'top_clips'];
/**
 * Display name length, on sign-up and every change. Our choice (the spec shows none): the 100
 * characters of the spec's workspace names (001 §9), names shown in the same places.
 */
export const DISPLAY_NAME_MAX_CHARS = 100;

/**
 * Request bodies (issue 11). Our choices. Every route reads at most JSON_BODY_MAX_BYTES unless it
 * declares more (access-rules.ts `maxBodyBytes`): the largest valid body, a saved prompt's 20,000
 * characters of lyrics plus its other fields in a 3-byte script, is ~70 KB; 128 KB leaves room,
 * where a 50 MB body took 5-15 s and +125-260 MB to parse. JSON nests at most JSON_MAX_DEPTH
 * levels (the deepest valid body has 3); deeper nesting can overflow the stack of JSON.stringify
 * and of PostgreSQL's jsonb parser.
 */
export const JSON_BODY_MAX_BYTES = 128 * 1024;
export const JSON_MAX_DEPTH = 32;

/** Password length. Our choice; matches Better Auth's default bounds. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Subscription tiers (spec 000 §1, §6). */
export const TIERS = ['basic', 'pro', 'premier'] as const;
export type Tier = (typeof TIERS)[number];

/** Credits a new basic account starts with. Our choice: the daily free grant (see later issues). */
export const SIGN_UP_CREDITS = 50;

/** How often a signed-in browser re-checks its session. Our choice: catches expiry and sign-out elsewhere. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

/** Session lifetime. Our choice: Better Auth's default of 7 days, renewed daily while in use. */
export const SESSION_EXPIRES_IN_S = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

/**
 * How long the server reuses who a session or access token signs in as (http/sign-in-cache.ts).
 * Our choice (issue 11: a session lookup cost 10-15 ms of every signed-in call). Sign-out and
 * profile, password or token changes forget at once in the process that answers them; a change
 * made elsewhere (another server process, a direct database edit) applies within this time.
 */
export const SIGN_IN_CACHE_TTL_MS = 30_000;
/** Credentials remembered at once; the oldest go first. Our choice: ~2 MB at most. */
export const SIGN_IN_CACHE_MAX_ENTRIES = 10_000;

/** Theme values and default (spec 001 §9: light, dark, system; the app defaults to dark). */
export const THEMES = ['dark', 'light', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemePreference = 'dark';

/** Languages (spec 001 §9: fallback English, translations loaded per language). Spanish is our second. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const I18N_NAMESPACES = ['common', 'auth'] as const;

/** Local-storage key of the theme and language choice. */
export const PREFERENCES_STORAGE_KEY = 'preferences.v1';

/** Embed routes may be framed by other sites (spec 001 §2 /embed/{id}; §9 iframe 760x240). */
export const EMBED_PATH_PREFIX = '/embed/';

/** Spec 000 §9: minimum credits to create; a generation makes two clips at 5 credits each (issue 4). */
export const MIN_CREDITS_TO_CREATE = 10;
export const CLIPS_PER_GENERATION = 2;
export const CREDITS_PER_CLIP = 5;

/** Basic users get this many free credits a day (issue 4): topped up once per UTC day. */
export const DAILY_FREE_CREDITS = 50;

/** Credits a paid plan grants each month, and the packs on /account. Our choice (not shown). */
export const MONTHLY_CREDITS: Record<Tier, number> = { basic: 0, pro: 2500, premier: 10000 };
export const CREDIT_PACKS = [
  { id: 'pack_500', credits: 500 },
  { id: 'pack_2000', credits: 2000 },
] as const;

/** Generations that may run at once per tier (spec 000 §6 gates it; numbers ours, issue 4). */
export const CONCURRENCY_BY_TIER: Record<Tier, number> = { basic: 2, pro: 5, premier: 10 };

/** Generation requests per user per minute before a 429 with Retry-After. Our choice. */
export const GENERATE_RATE_LIMIT_PER_MINUTE = 10;

/** A rate limit: at most `limit` counted requests in any `windowMs`, then 429 with Retry-After. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * The limits of sign-in, sign-up and the cheap-to-call writes (issue 11). Our choices, set where a
 * person never reaches them; docs/decisions.md ("Rate limits") gives the reasoning in full.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins per account (email). NIST SP 800-63B §5.2.2 allows up to 100 failures per
   * account; 10 in 15 minutes spares someone trying their few usual passwords and holds an online
   * guesser to 960 tries a day. A successful sign-in clears the account's count.
   */
  signInFailuresPerAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  /**
   * Failed sign-ins (and wrong current passwords) per client address: three accounts' worth, for
   * a household or office behind one address, while one address spraying a password over many
   * accounts gets 120 tries an hour.
   */
  signInFailuresPerAddress: { limit: 30, windowMs: 15 * 60 * 1000 },
  /**
   * Sign-up attempts per client address: a family or a small class signing up together fits; a
   * script farming accounts for their free daily credits gets 480 a day at most.
   */
  signUpsPerAddress: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Lyrics requests per user (spec 001 §8 names the 429): reading each takes longer than 3 s. */
  lyricsPerUser: { limit: 20, windowMs: 60 * 1000 },
  /** Saved-prompt writes (save, update, delete) per user: one every 2 s for a minute. */
  promptWritesPerUser: { limit: 30, windowMs: 60 * 1000 },
  /** Access tokens created per user: the 20 one may hold (ACCESS_TOKENS_MAX_PER_USER) and 10 more. */
  accessTokensPerUser: { limit: 30, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>;

/** Spec 000 §4: a clip still submitted after 2 min, or queued after 15 min, is stuck. */
export const SUBMITTED_STUCK_MS = 2 * 60 * 1000;
export const QUEUED_STUCK_MS = 15 * 60 * 1000;
/** A clip streaming this long has lost its worker. Our choice: ten renders' worth. */
export const STREAMING_STUCK_MS = 10 * 60 * 1000;
/**
 * A render job a worker took this long ago without writing its lease on the clip was taken by a
 * process that died at that moment. Our choice: a live worker writes it within milliseconds.
 */
export const UNLEASED_RENDER_MS = 10 * 1000;

/** Spec 000 §9: clip polling fetches up to 48 ids, every 2.5 s. */
export const CLIP_POLL_BATCH = 48;
export const CLIP_POLL_INTERVAL_MS = 2500;
/**
 * Code no first view needs (the realtime client, the signed-in children the create screen does
 * not show, deferred parts of a page) loads when the browser is first idle after the page has
 * loaded, at the latest this long after asking (issue 11: the first route's code). Our choice;
 * polling covers the realtime client's wait.
 */
export const IDLE_WAIT_MS = 2000;
/**
 * That idle time is counted from the first view drawn (a page's content, the create form, the
 * sign-in form), so its code never shares the network with what loads later; a view that never
 * says it has drawn (an error) holds it back at most this long after the page's load. Our choice.
 */
export const FIRST_VIEW_WAIT_MS = 3000;
/**
 * And it starts this long after the first view has drawn: the view's last requests settle first
 * (a page measured at its network's first quiet half second has only its own code). Our choice.
 */
export const FIRST_VIEW_SETTLE_MS = 1000;

/**
 * Pause before the app loads again code it loads on demand (the signed-in children's machines,
 * a page's machines) after the network failed it (issue 11: the first route's code). Our choice.
 */
export const LAZY_LOAD_RETRY_MS = 3000;
/**
 * The player's code loads this long after the page starts (and once the browser is idle), ahead
 * of the first play, so pressing play does not wait for it (issue 13: play to audible within
 * 300 ms) and the first view does not share the network with it (issue 11). Our choice: a
 * first view shows within 1 s.
 */
export const PLAYER_PREFETCH_DELAY_MS = 3000;

/** Spec 001 §4, §9: lyrics generation polls 10 times every 4 s. */
export const LYRICS_POLL_INTERVAL_MS = 4000;
export const LYRICS_POLL_TRIES = 10;
/** Spec 001 §8: failing to start lyrics shows the wait message for 4 s. */
export const LYRICS_WAIT_MESSAGE_MS = 4000;

/** Spec 001 §4, §9: an edit action's clip is polled 10 times every 4 s. */
export const EDIT_ACTION_POLL_INTERVAL_MS = 4000;
export const EDIT_ACTION_POLL_TRIES = 10;
/** Spec 001 §5, §9: edit state is restored from local storage only if saved less than 15 minutes ago. */
export const EDIT_STATE_MAX_AGE_MS = 15 * 60 * 1000;
/** Spec 001 §5, §9: the infill (replace section) button shows for a selection of 5 s or more. */
export const INFILL_BUTTON_MIN_S = 5;
/** Edit state saved this long after its last change (not shown): ours, like the create form's. */
export const EDIT_SAVE_DEBOUNCE_MS = 500;
/** The editor's waveform zoom steps (not shown): ours, 1x to 16x, doubling. */
export const EDIT_ZOOM_MAX = 16;
/** Arrow keys move a selection edge this much, Shift+arrow ten times as far (not shown): ours. */
export const EDIT_KEY_STEP_S = 0.1;

/** Spec 000 §5: simple prompt at most 200 characters; title at most 100. */
export const SIMPLE_PROMPT_MAX_CHARS = 200;
export const TITLE_MAX_CHARS = 100;
/** Styles and exclude styles length. Our choice (not shown): long enough for many tags. */
export const TAGS_MAX_CHARS = 1000;

/** Spec 001 §9: library pages hold 20 clips. */
export const LIBRARY_PAGE_SIZE = 20;
/** Not in the spec: ids one trash, restore or delete call may carry (docs/decisions.md). */
export const TRASH_MAX_IDS = 100;
/** Not in the spec: the largest `page_size` of `GET /api/clips/trashed_v2` (docs/decisions.md). */
export const TRASH_PAGE_SIZE_MAX = 100;
/** Spec 000 §7, §9: the clips made from a clip (`direct_children`) come 20 to a page. */
export const DIRECT_CHILDREN_PAGE_SIZE = 20;
/**
 * Library pages kept by the server while the database is unchanged (clips/page-cache.ts). Our
 * choice: at most a minute, so the signed media URLs in a page (MEDIA_URL_TTL_S) stay fresh; 128
 * pages of ~55 KB, ~7 MB at most.
 */
export const LIST_PAGE_CACHE_MAX_AGE_MS = 60_000;
export const LIST_PAGE_CACHE_MAX_ENTRIES = 128;

/**
 * Compression (issue 11). Our choices: bodies under ~1 KB gain too little to be worth it; the
 * build writes brotli and gzip copies of these file types (src/build/precompress.ts); JSON is
 * compressed per response, so fast settings (brotli 4 is smaller than gzip 6 and as quick).
 */
export const COMPRESS_MIN_BYTES = 1024;
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['js', 'css', 'html', 'json', 'svg'];
export const JSON_BROTLI_QUALITY = 4;
export const JSON_GZIP_LEVEL = 6;

/** Spec 000 §9: toasts last 2 to 6 s. */
export const TOAST_MS = 5000;

/** Local-storage key of the create form (spec 000 §9: create UI state is persisted locally). */
export const CREATE_STATE_STORAGE_KEY = 'create.v1';

/**
 * Personal access tokens (issue 6: programmatic clients; the spec has none): the prefix that
 * tells our tokens from Better Auth session tokens, how long a token's name may be, and how many
 * tokens one user may hold. Our choices.
 */
export const ACCESS_TOKEN_PREFIX = 'ocp_';
export const ACCESS_TOKEN_NAME_MAX_CHARS = 64;
export const ACCESS_TOKENS_MAX_PER_USER = 20;

/**
 * Credits per clip of each task over a stored clip (spec 000 §7 gives no prices): a task that
 * renders new music (cover, infill, painting, remaster) costs what a generated clip does;
 * joining clips already paid for ("get whole song", merge) is free.
 */
export const TASK_CREDITS_PER_CLIP = {
  cover: CREDITS_PER_CLIP,
  infill: CREDITS_PER_CLIP,
  painting: CREDITS_PER_CLIP,
  upsample: CREDITS_PER_CLIP,
  concat: 0,
  merge: 0,
} as const;

/**
 * Spec 001 §5: an infill range has a minimum length (not shown), waived for intro and outro.
 * Ours: 5 s, the shortest selection for which the infill button shows (spec 001 §5).
 */
export const INFILL_MIN_S = 5;

/** Clips one merge joins (spec 000 §7 names the call, no limit): ours, a long album side. */
export const MERGE_MAX_CLIPS = 20;

/** Spec 000 §5: a remaster's title is at most 80 characters. */
export const REMASTER_TITLE_MAX_CHARS = 80;

/**
 * Credits per stem clip (spec 000 gives no price): a stem is a new clip like a generated one, so
 * it costs CREDITS_PER_CLIP; a vocal song makes three (Vocals, Backing_Vocals, Instrumental).
 */
export const CREDITS_PER_STEM_CLIP = CREDITS_PER_CLIP;
/** Credits per edit action (crop, fade, speed; not shown): free, the clip was paid for once. */
export const CREDITS_PER_EDIT_CLIP = 0;
/** Speed factors an edit accepts (not shown): the engine's bounds, a quarter to four times. */
export const SPEED_FACTOR_MIN = 0.25;
export const SPEED_FACTOR_MAX = 4;
/** Shortest edited range and shortest edit result (not shown): ours, one second. */
export const EDIT_MIN_S = 1;
/** Longest edit result (not shown): ours, 20 minutes, so a slowed-down clip stays in memory. */
export const EDIT_MAX_RESULT_S = 20 * 60;
/** Spec 001 §9: the fade-out length's default, in ms (`fade_out_time` is in ms). */
export const DEFAULT_FADE_OUT_MS = 5000;
/**
 * Files made on request (WAV, Opus, sample pack) in threads at once per server (not shown):
 * ours, two, so conversions never take every core from the renders.
 */
export const CLIP_FILE_THREADS = 2;
/** Spec 000 §9: WAV and Opus downloads are polled every 5 s, 24 times (2 minutes). */
export const DOWNLOAD_POLL_INTERVAL_MS = 5000;
export const DOWNLOAD_POLL_TRIES = 24;

/**
 * Signed media URLs of private clips (not shown; Suno hands out CDN URLs): ours. A URL works for
 * at least 6 hours, long enough for a client of Suno's API to play what a call returned and for
 * a page left open an evening; its expiry is rounded up to the hour so the same clip read again
 * within the hour gets the same URL (a playing <audio> is not reloaded, caches keep hitting).
 */
export const MEDIA_URL_TTL_S = 6 * 60 * 60;
export const MEDIA_URL_STEP_S = 60 * 60;
/**
 * How long shared caches may keep a public clip's media (not shown): ours, 5 minutes, so a clip
 * made private again stops being served by a CDN or proxy within that time.
 */
export const MEDIA_PUBLIC_CACHE_S = 5 * 60;

/** Spec 001 §5: a persona made without a name is 'Untitled Persona'; its description is empty. */
export const PERSONA_DEFAULT_NAME = 'Untitled Persona';
/** Spec 001 §9: persona lists hold 20 per page; a persona's page lists its clips 20 at a time too. */
export const PERSONA_PAGE_SIZE = 20;
export const PERSONA_CLIPS_PAGE_SIZE = 20;
/** A persona's name and description lengths (not shown): ours, a song title's 100 and 1000. */
export const PERSONA_NAME_MAX_CHARS = 100;
export const PERSONA_DESCRIPTION_MAX_CHARS = 1000;

/**
 * How long a clip's WAV master and stems stay on disk once made (not shown; `MASTERS_KEEP_S`):
 * ours, 0, not kept. Browsers play the MP3, M4A and WebM (~12 MB for a 3-minute song); the
 * master and stems added ~40 MB a minute (90-130 MB per clip), and the engine makes them again,
 * byte for byte, from the clip's stored request when a task, WAV download or sample pack needs
 * them (docs/tasks.md, "Storage").
 */
export const MASTERS_KEEP_S_DEFAULT = 0;
/**
 * A WAV made for a download outlives a `MASTERS_KEEP_S` shorter than this (ours, one hour): the
 * client polls for it for 2 minutes (DOWNLOAD_POLL_TRIES) and then fetches it.
 */
export const REQUESTED_WAV_KEEP_S = 60 * 60;
/** How often expired masters are looked for (ours): a sweep lists every clip's directory. */
export const MASTERS_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/**
 * PGlite's shared buffers (ours; PostgreSQL's default is 128 MB): PGlite touches all of them at
 * start, 130 MB of the idle server's memory; 16 MB hold a self-hosted instance's hot pages, and
 * the rest of the database is in the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

// Clip settings and reactions (issue 12, slice A). Values the spec does not show are ours.
/** A clip's caption (not shown): ours, 1000 characters, with at most 20 @mentions. */
export const CAPTION_MAX_CHARS = 1000;
export const CAPTION_MENTIONS_MAX = 20;
/** A style summary (display_tags, not shown): ours, the styles field's 1000. */
export const DISPLAY_TAGS_MAX_CHARS = 1000;
/** Lyrics a settings call reads at all (ours); the clip's model's limit answers prompt_too_long. */
export const CLIP_LYRICS_MAX_CHARS = 20_000;
/** Feedback reasons (comma-separated) and a report's details (not shown): ours. */
export const CLIP_FEEDBACK_REASON_MAX_CHARS = 500;
export const CLIP_FLAG_DETAILS_MAX_CHARS = 1000;
/** set_configurations keeps a flat object of at most 50 keys (not shown): ours. */
export const CLIP_CONFIGURATIONS_MAX_KEYS = 50;
/** A cover image the owner uploads (not shown): ours, PNG, JPEG or WebP of at most 2 MB. */
export const CLIP_COVER_MAX_BYTES = 2 * 1024 * 1024;
/** set_metadata's body carries the image as a data URL: base64 grows it by a third, plus text. */
export const SET_METADATA_MAX_BODY_BYTES = 3 * 1024 * 1024;
/** Spec 000 §7: a playlist made without a name is 'Untitled'. */
export const PLAYLIST_DEFAULT_NAME = 'Untitled';
/** Spec 000 §3: a playlist's list view holds 12 clips a page (`GET /api/playlist/{id}/?page=`). */
export const PLAYLIST_CLIPS_PAGE_SIZE = 12;
/** The user's own playlists per page (`GET /api/playlist/me`, not shown): ours, a library page's 20. */
export const PLAYLIST_PAGE_SIZE = 20;
/** Spec 001 §9: liked playlists are read 50 at a time (`page_size` may ask for fewer). */
export const LIKED_PLAYLISTS_PAGE_SIZE = 50;
/** A playlist's name and description lengths (not shown): ours, a song title's 100 and 1000. */
export const PLAYLIST_NAME_MAX_CHARS = 100;
export const PLAYLIST_DESCRIPTION_MAX_CHARS = 1000;
/** Clips in one playlist (not shown): ours, so one playlist cannot grow without bound. */
export const PLAYLIST_MAX_CLIPS = 500;
/** Clip ids one update_clips call may name (not shown): ours, a generation poll batch's 48 doubled. */
export const PLAYLIST_UPDATE_MAX_IDS = 100;
/** Covers in a playlist's mosaic (not shown): ours, a 2 × 2 grid of its first songs. */
export const PLAYLIST_MOSAIC_COVERS = 4;
/** Top-level comments a page (`GET /api/gen/{clip_id}/comments`, not shown): ours, a library page's 20. */
export const COMMENTS_PAGE_SIZE = 20;
/** Spec 000 §9: replies are read 10 at a time. */
export const COMMENT_REPLIES_PAGE_SIZE = 10;
/** A comment's length (not shown): ours, half a caption's 1000. */
export const COMMENT_MAX_CHARS = 500;
/** Handles one comment may mention (not shown): ours, half a caption's CAPTION_MENTIONS_MAX. */
export const COMMENT_MENTIONS_MAX = 10;
/** A report's reason and a block's reason (not shown): ours. */
export const COMMENT_REASON_MAX_CHARS = 500;
/** Spec 000 §3 "Comment order". */
export const COMMENT_ORDERS = ['newest', 'oldest', 'most_liked'] as const;
/** Notifications a page (`GET /api/notification/v2`, not shown): ours, a library page's 20. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Ids one read or suppress call may name (not shown): ours, a notifications page's 20 × 5. */
export const NOTIFICATION_IDS_MAX = 100;
/** An announcement's text (staff, not shown): ours. */
export const ANNOUNCEMENT_MAX_CHARS = 1000;

// Radios and the embed code (issue 13, slice B). Values the spec does not show are ours.
/** Spec 001 §9: the embed code's default iframe size, 760 by 240. */
export const EMBED_IFRAME_WIDTH = 760;
export const EMBED_IFRAME_HEIGHT = 240;
/** Live radio: the station that plays every public song (spec 001 §1); the others are styles. */
export const RADIO_DEFAULT_STATION = 'default';
/**
 * Live radio's style stations (not shown): ours, the engine's broad genres. A station plays the
 * public songs whose styles name it as whole words ('hip-hop' matches "hip hop" and "hip-hop").
 */
export const RADIO_STYLE_STATIONS = [
  'pop',
  'rock',
  'electronic',
  'hip-hop',
  'jazz',
  'folk',
  'ambient',
  'lo-fi',
  'classical',
  'r-and-b',
] as const;
/** Every schedule counts from this instant (ours): a fixed epoch every server process shares. */
export const RADIO_SCHEDULE_EPOCH_MS = Date.UTC(2026, 0, 1);
/** How far ahead a song list reaches (ours, the brief's "about 10 minutes ahead"). */
export const RADIO_LOOKAHEAD_MS = 10 * 60 * 1000;
/** Spec 001 §9 "default duration constant" (value not shown): ours, 3 minutes, a typical song. */
export const RADIO_DEFAULT_DURATION_S = 180;
/** Spec 001 §9: live radio refetches ~15 s before the last song ends, at most once a second. */
export const RADIO_REFETCH_BEFORE_END_MS = 15_000;
export const RADIO_REFETCH_MIN_INTERVAL_MS = 1000;
/** Spec 001 §9: the current song is checked every second. */
export const RADIO_TICK_MS = 1000;
/** Spec 001 §9: resync past 2 s of drift; skip ahead when the second song began over 5 s ago. */
export const RADIO_DRIFT_RESYNC_S = 2;
export const RADIO_SKIP_AHEAD_S = 5;
/** Spec 001 §9: songs that started or finish within 2 s of now are trimmed from the list. */
export const RADIO_TRIM_MARGIN_S = 2;
/** Spec 001 §9: radio volume 0 to 100, starting at 100. */
export const RADIO_VOLUME_MAX = 100;
/** Tag radio (spec 000 §7 GET /api/radio/{tag}/, sizes not shown): ours, 20 songs a call. */
export const TAG_RADIO_PAGE_SIZE = 20;
/** Ids `exclude_clip_ids` may name (ours): a queue's recently played 50, doubled. */
export const TAG_RADIO_MAX_EXCLUDED = 100;
/** Styles one tag radio call matches (ours): a song's first few styles. */
export const TAG_RADIO_MAX_STYLES = 10;
/** Spec 001 §4 "Player": stepping back after more than 3 s restarts the song instead. */
export const PLAYER_RESTART_THRESHOLD_S = 3;
/** Spec 001 §4 "Player": unmuting at volume 0 sets the volume to 0.6. */
export const PLAYER_UNMUTE_VOLUME = 0.6;
/** Spec 001 §4 "Player": the ids of recently played songs, at most 50. */
export const RECENTLY_PLAYED_MAX = 50;
/** The player's volume before the user sets one (not shown): ours, full. */
export const PLAYER_DEFAULT_VOLUME = 1;
/**
 * Spec 001 §4 "Player": the volume slider's curve is exponential (its base not shown): ours,
 * 40 dB across the slider, so the gain is 10^(2·(v − 1)) above a silent 0.
 */
export const PLAYER_VOLUME_RANGE_DB = 40;
/** Spec 001 §9: browser formats for clips created after these dates (m4a/webm; m4a with the gate). */
export const BROWSER_AUDIO_SINCE = '2025-04-27';
export const M4A_AUDIO_SINCE = '2025-09-03';
/** The keyboard's left/right arrows seek this far (not shown): ours. */
export const PLAYER_SEEK_STEP_S = 5;
/** Spec 001 §9: autoplay fetches 30 clips a call (`page_size`; a caller may ask for fewer). */
export const AUTOPLAY_PAGE_SIZE = 30;
/** Spec 001 §9: autoplay sends the last 50 of the queue; older ids are ignored. */
export const AUTOPLAY_QUEUE_WINDOW = 50;
/** Spec 001 §9: autoplay is asked for more when 2 or fewer clips remain after the current one. */
export const AUTOPLAY_REMAINING_TRIGGER = 2;
/** Tag words of the seed autoplay compares (not shown): ours, enough for a style line. */
export const AUTOPLAY_SEED_TAG_WORDS = 12;
/** Ids one autoplay body may list (not shown): ours, so a body stays small; the last 50 count. */
export const AUTOPLAY_QUEUE_MAX_IDS = 1000;
/** Spec 001 §9: a play is sampled with factor 1 + floor(play_count / 100). */
export const PLAY_COUNT_SAMPLE_STEP = 100;
/** Clips one `get_songs_by_ids` call may name (not shown): ours, a saved queue's bound. */
export const SONGS_BY_IDS_MAX = 500;
/** Songs a saved playbar queue keeps (not shown): ours, as many as get_songs_by_ids reads. */
export const PLAYBAR_QUEUE_MAX = SONGS_BY_IDS_MAX;
/** Spec 001 §9: the playbar state is saved 500 ms after a change. */
export const PLAYBAR_SAVE_DELAY_MS = 500;
/** Spec 001 §9: a change of the current time alone is saved debounced by 1 s. */
export const PLAYBAR_TIME_DEBOUNCE_MS = 1000;
/** A device id's length (not shown): ours, a UUID with room. */
export const PLAYBAR_DEVICE_ID_MAX_CHARS = 100;
/** A song's play time a saved state may hold (not shown): ours, a day in seconds. */
export const PLAYBAR_PLAY_TIME_MAX_S = 86_400;

/** Spec 001 §6: the feature flags. */
export const FEATURE_FLAG_NAMES = [
  'persona-search',
  // Spec 000 §6: artist profiles (issue 14); chooses the pin call's max_pins (PROFILE_MAX_PINS).
  'artist-profiles',
  'collab-workspaces',
  'queue-auto-refresh',
  'auk-model',
  'edit-mode-intro',
  'enable-m4a-audio',
  // Spec 000 §6: under it, a clip's download_disabled_reason refuses its downloads to others.
  'remix-contest',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAG_NAMES)[number];
/**
 * Each flag's default (values not shown): ours, on for what this server does (queue auto-refresh,
 * artist profiles, collaborative workspaces), off for what it does not (persona search, the Auk model, the
 * edit-mode introduction, m4a audio). `FEATURE_FLAGS=name=on,name=off` on the server overrides them.
 */
export const FEATURE_FLAG_DEFAULTS: Record<FeatureFlag, boolean> = {
  'persona-search': false,
  'artist-profiles': true,
  'collab-workspaces': true,
  'queue-auto-refresh': true,
  'auk-model': false,
  'edit-mode-intro': false,
  'enable-m4a-audio': false,
  'remix-contest': false,
};
/** Spec 001 §9: a search term is at most 256 characters (autoplay's `query` too). */
export const SEARCH_TERM_MAX_CHARS = 256;
// Search (issue 15).
/** Spec 001 §2: the search page reads 20 songs or personas at a time. */
export const SEARCH_PAGE_SIZE_SONGS = 20;
/** Spec 001 §2: and 40 of the other kinds (playlists, profiles, genres). */
export const SEARCH_PAGE_SIZE_OTHERS = 40;
/** The most results one search query may ask for (ours; the spec's simple search asks 50). */
export const SEARCH_SIZE_MAX = 100;
/** The most named queries in one search call (ours: the search page sends 1, a style page 2). */
export const SEARCH_QUERIES_MAX = 10;
/** How deep a search may page (ours): past it, `from_index` is refused. */
export const SEARCH_FROM_INDEX_MAX = 10_000;
/**
 * The most hits a search counts (ours, as large search engines do: Elasticsearch's default
 * `track_total_hits`): past it, `total_hits` says this many. No page past it can be asked for.
 */
export const SEARCH_TOTAL_HITS_MAX = SEARCH_FROM_INDEX_MAX;
/**
 * Up to how many expected hits a search counts them exactly (ours); past it, `total_hits` is
 * the planner's estimate (counting visits every hit: 14,000 took 46 ms of 100,000 clips).
 */
export const SEARCH_EXACT_COUNT_MAX = 1000;
/**
 * How many of a term's matches are ranked by relevance (ours): the most trending ones, as a
 * search engine rescores a window of its best candidates; the rest follow by trend. A term
 * with fewer matches has every one ranked.
 */
export const SEARCH_RANK_WINDOW = 100;
/**
 * How a clip search chooses its read (ours, docs/search.md): through the term's index when the
 * planner expects at most √(window × listed songs) matches, else walking the trending order;
 * the index read gives up past this many times that bound (an estimate short of the truth).
 */
export const SEARCH_INDEX_READ_SLACK = 2;
/** How long the planner's estimate of listed songs serves that choice (ours): it moves slowly. */
export const SEARCH_LISTED_ESTIMATE_TTL_MS = 60_000;
/** Terms shorter than this are not matched by similarity, only by words and prefixes (ours). */
export const SEARCH_FUZZY_MIN_CHARS = 3;
/** How long typing must pause before the search page searches (ours). */
export const SEARCH_DEBOUNCE_MS = 300;
/** How long typing after `@` in a comment must pause before users are suggested (ours). */
export const MENTION_DEBOUNCE_MS = 200;
/** How many users a comment's `@` suggests (ours): a short list under the box. */
export const MENTION_SUGGESTIONS = 6;
/** Spec 001 §9: navigation history keeps 5 entries (the recent searches). */
export const SEARCH_RECENT_MAX = 5;
/**
 * How long a genre's public song count (`platform_genre`) serves every caller before it is
 * counted again: a count or estimate per genre per call took most of 500 ms at 100,000 songs.
 */
export const SEARCH_GENRE_COUNT_TTL_MS = 30_000;
/**
 * How long a public query's page (its ids and `total_hits`: the same for every caller) serves
 * the same query again before it is searched anew (ours, docs/search.md fourth round). The hits
 * themselves are read fresh each time: one gone private or to the trash drops out at once, a
 * newly published song shows within this time. Library queries are never kept.
 */
export const SEARCH_SHARED_TTL_MS = 5_000;
/** The most public query pages kept at once (ours): the oldest computed goes first. */
export const SEARCH_SHARED_MAX_ENTRIES = 2_000;
/**
 * How long a listed song's view (title, cover, styles, caption, media URLs) built for discover
 * or a public search serves other calls (ours, docs/search.md fourth round). Whether it is
 * still listed, its counts and the viewer's reaction are read on every call.
 */
export const LISTED_CLIP_VIEW_TTL_MS = 5_000;
/** The most listed songs' views kept at once (ours): the oldest built goes first. */
export const LISTED_CLIP_VIEW_MAX_ENTRIES = 5_000;
/** How often the player's followers look for it until its code has loaded (ours). */
export const PLAYER_LOOKUP_INTERVAL_MS = 500;
/** Local-storage key of this browser's playbar device id (spec 001 §3 device_id). */
export const PLAYBAR_DEVICE_ID_KEY = 'openchirp.playbar.deviceId';
/** Local-storage key of the user's autoplay switch (spec 001 §4; on until turned off). */
export const AUTOPLAY_ENABLED_KEY = 'openchirp.autoplay';
/** A playbar save that failed is tried again this much later (not shown): ours. */
export const PLAYBAR_RETRY_MS = 5000;

/**
 * The player's gain stage (Tone.js) ramps this long to a new volume, and fades a pause in and
 * out and a new song in, so none of them clicks (issue 13). Our choice: under the ~50 ms a
 * listener hears as a fade, over the ~5 ms that still clicks.
 */
export const PLAYER_FADE_MS = 30;

// Share links, the remix tree and grouped notifications (issue 14, slice "share").
/**
 * A share link's id (`/s/{id}`), not shown: ours. 12 characters of [A-Za-z0-9] drawn from a
 * CSPRNG, ~71 bits: short in a message, and too many to guess or walk.
 */
export const SHARE_ID_LENGTH = 12;
/** Spec 001 §7: the `source` a share link is asked from. */
export const SHARE_SOURCE = 'web';
/** What a share link leads to (spec 000 §2's share links: song, persona, playlist, and profiles). */
export const SHARE_CONTENT_TYPES = ['clip', 'playlist', 'persona', 'profile'] as const;
/**
 * Where a link is shared (spec 001 §7 names `platform`, its values not shown): ours, what the share
 * modal does (copy, the browser's own share sheet, the embed code) and the usual social sites.
 */
export const SHARE_PLATFORMS = [
  'copy_link',
  'native_share',
  'embed',
  'x',
  'facebook',
  'whatsapp',
  'reddit',
  'email',
] as const;
/** A recommendation item id on a share link (spec 001 §7, length not shown): ours. */
export const SHARE_RECOMMENDATION_ID_MAX_CHARS = 100;
/** How long the share modal says "Copied" before the button reads "Copy" again (not shown): ours. */
export const SHARE_COPIED_MS = 2000;
/** Spec 000 §9: the remix lists (remixers, one's own remixes) come 20 to a page, as direct children. */
export const REMIX_PAGE_SIZE = 20;
/**
 * Likes of one clip, playlist or comment by several people within this window of the first
 * group into one notification (spec 000 §3 `user_profiles`; the window is not shown): ours, a
 * day, so a song liked through a day rings the bell once, not once per like (docs/decisions.md).
 */
export const NOTIFICATION_GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The notification types that group (likes): the others are one event each. */
export const GROUPED_NOTIFICATION_TYPES = [
  'clip_like',
  'playlist_like',
  'comment_like',
  'hook_like',
] as const;
/**
 * Profiles one grouped notification lists in `user_profiles` (newest first; not shown): ours,
 * enough for the bell's "A, B and N others", the total in `user_profiles_count`.
 */
export const NOTIFICATION_PROFILES_MAX = 10;
// Profiles, follows, pins and the following feed (issue 14). Values the spec does not show are ours.
/** A profile's bio (not shown): ours, a short paragraph, as the profile header has room for. */
export const PROFILE_BIO_MAX_CHARS = 300;
/** Lines a bio may hold (not shown): ours, so a bio of blank lines cannot push the page down. */
export const PROFILE_BIO_MAX_LINES = 8;
/** A profile's public songs a page (`GET /api/profiles/{handle}?page=`): ours, a library page's 20. */
export const PROFILE_CLIPS_PAGE_SIZE = 20;
/** Followers or followed profiles a page (spec 001 §7 `page`, size not shown): ours, 20. */
export const PROFILE_FOLLOWS_PAGE_SIZE = 20;
/** A profile's public playlists or personas a page (not shown): ours, spec 001's list view of 12. */
export const PROFILE_SHELF_PAGE_SIZE = 12;
/** Top clips a profile shows (`GET /api/profiles/top_clips`, not shown): ours, 10. */
export const PROFILE_TOP_CLIPS = 10;
/**
 * Spec 000 §5 "Pinning": the max_pins the client sends, one of two constants by the
 * artist-profiles flag (values not shown). Ours: 5 with artist profiles, as the pin modal says
 * (spec 000 §9 "Pin warning text says 5"), and 3 without. The server keeps at most
 * PROFILE_PINS_LIMIT whatever a caller sends.
 */
export const PROFILE_MAX_PINS = { artistProfiles: 5, legacy: 3 } as const;
export const PROFILE_PINS_LIMIT = 5;
/** Spec 000 §9: the pin modal's text says 5. */
export const PIN_WARNING_COUNT = 5;
/** Items a following-feed page may ask for (spec 001 §7 page_size, bound not shown): ours. */
export const FOLLOWING_FEED_PAGE_SIZE_MAX = 50;
/** The following feed page's own page size (spec 001 §9: caller-given): ours, 20. */
export const FOLLOWING_FEED_PAGE_SIZE = 20;
// Clip videos and share assets (issue 18).
/** Spec 000 §7, §9: a clip video's status is read every 4 s, up to 60 times. */
export const VIDEO_STATUS_POLL_MS = 4000;
export const VIDEO_STATUS_POLL_TRIES = 60;
/** Spec 000 §7, §9: a share asset is read every 2 s, for at most 5 minutes. */
export const SHARE_ASSET_POLL_MS = 2000;
export const SHARE_ASSET_TIMEOUT_MS = 5 * 60 * 1000;
/**
 * A clip video still pending this long after it was asked for has failed (not shown): ours,
 * the worker's two attempts of VIDEO_JOB_EXPIRE_S each and room to wait in the queue. Asking
 * again then starts a new render.
 */
export const VIDEO_RENDER_STUCK_MS = 15 * 60 * 1000;
/** A video render job not finished after this is taken for dead and retried once (ours). */
export const VIDEO_JOB_EXPIRE_S = 5 * 60;
/**
 * Video renders at once per process that runs workers (ours): each encodes on
 * VIDEO_ENCODE_THREADS threads, which already fill this machine's two cores.
 */
export const VIDEO_WORKERS = 1;
export const VIDEO_ENCODE_THREADS = 2;
/** The video card's length (ours: "a short vertical video", long enough for a chorus's lines). */
export const SHARE_VIDEO_SECONDS = 15;
/** The caller's clip videos, a page at a time (`GET /api/video_gen/videos`; ours). */
export const CLIP_VIDEO_PAGE_SIZE = 20;
/**
 * Sizes of what is rendered (ours): the clip video in 720p landscape, the lyric video's usual
 * shape; the video card upright (720 × 1280) for phone stories; the image card square for feeds.
 * 24 frames a second: smooth for a waveform and words, and a fifth fewer frames than 30.
 */
export const CLIP_VIDEO_SIZE = { width: 1280, height: 720 } as const;
export const SHARE_VIDEO_SIZE = { width: 720, height: 1280 } as const;
export const SHARE_IMAGE_SIZE = { width: 1080, height: 1080 } as const;
/** A hook is upright like the video card (ours: 720p, as issue 18's benchmark names). */
export const HOOK_VIDEO_SIZE = SHARE_VIDEO_SIZE;
export const VIDEO_FPS = 24;
// Workspaces (issue 19, spec 001 §2, §3, §4, §7).
/** Spec 001 §3, §6: a workspace's name is cut to 100 characters. */
export const WORKSPACE_NAME_MAX_CHARS = 100;
/** A workspace's description (spec 001 §6: "no validation shown"): ours, cut to a playlist's 1000. */
export const WORKSPACE_DESCRIPTION_MAX_CHARS = 1000;
/** Spec 001 §9 "Workspace page-size constant: not shown": ours, a library page's 20 clips. */
export const WORKSPACE_CLIPS_PAGE_SIZE = 20;
/** Workspaces a list page (`GET /api/project/me`, not shown): ours, a library page's 20. */
export const WORKSPACE_PAGE_SIZE = 20;
/**
 * Spec 001 §9 "default workspace sentinel: not shown": ours. The default workspace (the clips in
 * no workspace) has no row; this id names it in calls, `wid` and local storage.
 */
export const DEFAULT_WORKSPACE_ID = 'default';
/** Spec 001 §8: workspace confirmation notices are info toasts shown 2 seconds, closable. */
export const WORKSPACE_NOTICE_MS = 2000;
/** Pinned clips of one workspace (not shown): ours, so pins stay a short list above the rest. */
export const WORKSPACE_MAX_PINS = 20;
/** Clip ids one `POST /api/project/{id}/clips` may name (not shown): ours, as a playlist update's. */
export const WORKSPACE_UPDATE_MAX_IDS = 100;
/** Collaborators and open invitations of one workspace (not shown): ours, a small team's size. */
export const WORKSPACE_MAX_MEMBERS = 20;
/** Users the invite picker suggests for a handle typed (ours): a short list to choose from. */
export const INVITE_CANDIDATES_LIMIT = 8;
/** Spec 001 §2: aura images Aura-NN.jpg are numbered 1 to 16 except 9 and 15. */
export const AURA_IMAGE_COUNT = 16;
export const AURA_SKIPPED = [9, 15] as const;
/** Local-storage key of the last selected workspace and its has-set flag (spec 001 §9). */
export const WORKSPACE_SELECTION_KEY = 'openchirp.workspace';
/** The invite picker asks for users this long after the last key (ours): one call per pause. */
export const INVITE_SEARCH_DEBOUNCE_MS = 250;

/** Issue 16: a download's file name is the song's title cut to this many characters (ours). */
export const DOWNLOAD_FILE_NAME_MAX_CHARS = 100;
/**
 * The download quota (spec 001 §2's "download quota" modal; numbers not shown): ours, how many
 * different songs a user of each tier may download in DOWNLOAD_QUOTA_WINDOW_MS; null, no limit.
 * Staff have none. Another format of a song already counted is free.
 */
export const DOWNLOAD_QUOTA_BY_TIER: Record<Tier, number | null> = {
  basic: 20,
  pro: null,
  premier: null,
};
export const DOWNLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Spec 000 §7 increment_action_count(s): the actions counted (names not shown: ours). */
export const CLIP_ACTIONS = [
  'download_audio',
  'download_wav',
  'download_m4a',
  'download_opus',
  'download_video',
  'download_stems',
] as const;
export type ClipAction = (typeof CLIP_ACTIONS)[number];
/** increment_action_counts takes at most this many gen_ids (ours: a long list page's worth). */
export const ACTION_COUNT_MAX_IDS = 100;
// Discover (issue 15). Spec 001 §7 names the calls; every value below is ours (docs/decisions.md).
/** Items in one discover section when the call names no section_size. */
export const DISCOVER_SECTION_SIZE = 12;
/** The most items one section_size may ask for, and the most sections one page_size may. */
export const DISCOVER_SECTION_SIZE_MAX = 50;
export const DISCOVER_PAGE_SIZE_MAX = 20;
/** Trending and "new" read what happened in this window: older activity no longer counts. */
export const TRENDING_WINDOW_DAYS = 30;
/** An event's weight halves every this many hours: a like today outweighs two three days old. */
export const TRENDING_HALF_LIFE_HOURS = 72;
/** Each event's weight before decay: a play, a like, a comment and the song's publication. */
export const TRENDING_WEIGHTS = { play: 1, like: 4, comment: 6, publish: 2 } as const;
// Contests (issue 15, spec 001 §3, §9).
/** Spec 001 §9 "Contest list stale time 5 minutes": the client reads the list again after it. */
export const CONTEST_LIST_STALE_MS = 5 * 60 * 1000;
/** The most base clips one contest names (ours: docs/decisions.md). */
export const CONTEST_BASE_CLIPS_MAX = 10;
/** A contest page's entries, read this many at a time (ours). */
export const CONTEST_ENTRIES_PAGE_SIZE = 20;
/** The most open contests one list gives (ours). */
export const CONTESTS_LISTED_MAX = 50;
/** Open contests the discover banner shows (ours). */
export const DISCOVER_BANNER_SIZE = 3;
/** Style and hashtag pages read this many songs at a time (ours; the search page's songs'). */
export const TAG_SONGS_PAGE_SIZE = 20;
/** How many recent public songs the style list reads to count styles. */
export const DISCOVER_STYLE_SAMPLE = 2000;
/**
 * How many recent public songs the creators list reads to count each creator's songs: all of
 * a 30-day window of 100,000 songs (21,000) took 23 ms, every call.
 */
export const DISCOVER_CREATOR_SAMPLE = 2000;
// Uploads (issue 16, spec 000 §5, §7, §9; spec 001 §9 for the 10-minute upload timeout).
/** What a presigned upload target is for: audio (spec 000) or video (spec 001). */
export const UPLOAD_KINDS = ['audio', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Spec 000 §5: an upload file is at most 524288000 bytes (500 MB). */
export const UPLOAD_MAX_BYTES = 524_288_000;
/** Room for a presigned POST's form fields and multipart framing around the file (ours). */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;
/** How long a presigned POST target stays valid (not shown): ours, an hour, S3's common choice. */
export const UPLOAD_POST_EXPIRES_S = 3600;
/** Spec 001 §9: an upload that has not finished after 10 minutes times out. */
export const UPLOAD_TIMEOUT_MS = 600_000;
// Video uploads and hooks (issue 18, spec 001 §4, §5, §9).
/** Spec 001 §9: a video upload's status is read every 2 s, and a hook's. */
export const VIDEO_UPLOAD_POLL_MS = 2000;
export const HOOK_STATUS_POLL_MS = 2000;
/** Spec 001 §8, §9: video processing polled past 180000 ms has timed out. */
export const VIDEO_PROCESSING_TIMEOUT_MS = 180_000;
/**
 * Spec 001 §5, §9: a video upload is at most 100 MB (VIDEO_MAX_BYTES, in video-limits.ts: a
 * module of its own keeps it out of the first route's code), a hook's 200 MB (MB of 2^20: ours).
 */
export const HOOK_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Spec 001 §5: a hook's video is 10 to 120 seconds long. */
export const HOOK_VIDEO_MIN_S = 10;
export const HOOK_VIDEO_MAX_S = 120;
/** Spec 001 §5: a hook's song range is at most 120000 ms (its message says 30 seconds). */
export const HOOK_AUDIO_MAX_MS = 120_000;
export const HOOK_AUDIO_MESSAGE_S = 30;
/** Spec 001 §5: song and video ranges equal within 100 ms while the song's sound is on. */
export const HOOK_DURATION_TOLERANCE_MS = 100;
/** A hook's title and caption (not shown): ours, a clip's title length and a caption's. */
export const HOOK_TITLE_MAX_CHARS = 100;
export const HOOK_CAPTION_MAX_CHARS = 500;
/** Hooks a page of /hooks reads (not shown): ours, a few screens of the vertical feed. */
export const HOOKS_PAGE_SIZE = 10;
/** A hook comment's length (not shown): ours, as a song comment's. */
export const HOOK_COMMENT_MAX_CHARS = 1000;
/** Hook comments a page (not shown): ours. */
export const HOOK_COMMENTS_PAGE_SIZE = 20;
/**
 * The song range a chosen song starts with on the first screen of making a hook (not shown):
 * ours, the length spec 001 §5's message names; a shorter song is taken whole.
 */
export const HOOK_SONG_RANGE_DEFAULT_S = 30;
/** Songs the hook song modal lists for a search (not shown): ours, a search page of songs. */
export const HOOK_SONGS_PAGE_SIZE = 20;
/** Video upload types of upload-finish (spec 001 §7 video_upload_type): ours, what we accept. */
export const VIDEO_UPLOAD_TYPES = ['hook', 'video_cover', 'video'] as const;
export type VideoUploadType = (typeof VIDEO_UPLOAD_TYPES)[number];
/** Extensions a video upload may name (ours: what @ffmpeg/core decodes and phones make). */
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'm4v', 'mkv'] as const;
/**
 * Spec 001 §6: a 423 on hook creation means the account needs support. Ours: an account with
 * this many hooks failing moderation within HOOK_SUPPORT_WINDOW_MS is held for support.
 */
export const HOOK_SUPPORT_FAILED_HOOKS = 3;
export const HOOK_SUPPORT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Spec 000 §5: an audio upload is at least 6 seconds long (the trim's shortest range). */
export const AUDIO_UPLOAD_MIN_S = 6;
/**
 * Spec 000 §5: the longest audio upload per tier (numbers not shown): ours, a minute for basic,
 * four for pro, eight (the longest song a model makes) for premier, staff and skip-paywall.
 */
export const AUDIO_UPLOAD_MAX_S_BY_TIER: Record<Tier, number> = {
  basic: 60,
  pro: 240,
  premier: 480,
};
/** Seconds an uploaded file may run over its limit (a trim's rounding, a codec's padding): ours. */
export const AUDIO_UPLOAD_LENGTH_TOLERANCE_S = 1;
/**
 * How long a processed audio upload's clip files, written while the user finalizes it, wait for
 * initialize-clip (ours): the upload modal's own timeout; after it they are dropped and
 * initialize-clip makes them from the stored file.
 */
export const PREPARED_UPLOAD_KEEP_MS = 10 * 60 * 1000;
/** How often the server hashes songs completed since its last look (ours; see FingerprintIndex). */
export const FINGERPRINT_CATCH_UP_MS = 60_000;
/** Spec 000 §9: upload (and studio upload) status is polled every 4 s, up to 75 times. */
export const UPLOAD_POLL_INTERVAL_MS = 4000;
export const UPLOAD_POLL_MAX_TRIES = 75;
/** Spec 000 §3: how an audio upload was made. */
export const UPLOAD_TYPES = ['file_upload', 'audio_recording', 'studio_file_upload'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** An upload's file name as sent to upload-finish (not shown): ours, a file system's 255. */
export const UPLOAD_FILENAME_MAX_CHARS = 255;
/**
 * An upload is someone else's song when this many of its landmark hashes line up with the
 * song's at one offset, and they are this share of its hashes (ours, docs/decisions.md): a
 * re-encoded excerpt lines up over a fifth, different songs under a twentieth.
 */
export const COPYRIGHT_MIN_MATCHES = 20;
export const COPYRIGHT_MATCH_SHARE = 0.1;
/** Bars of the trim stage's waveform (ours: enough for a wide modal, cheap to draw). */
export const UPLOAD_WAVEFORM_BARS = 200;
/** How often the recording level meter is read (ours: about 12 times a second). */
export const RECORDING_LEVEL_INTERVAL_MS = 80;
/** localStorage key remembering that the upload terms were accepted (spec 000 §2). */
export const UPLOAD_TERMS_KEY = 'openchirp.uploadTermsAccepted';
/**
 * How long discover's sections that every viewer shares (trending, new songs, styles, creators,
 * public playlists and personas: their ids and counts) serve before they are read again: each
 * read eight sections off 100,000 songs per call. Ours; the viewer's own parts stay fresh.
 */
export const DISCOVER_SHARED_TTL_MS = 30_000;
/** The most pages of shared sections kept at once (one per section, page and size asked). */
export const DISCOVER_SHARED_MAX_ENTRIES = 500;
/**
 * How long discover's following page (its song ids and count, for one set of followed creators)
 * serves before it is read again (ours, docs/search.md fifth round): the viewer's follows are
 * read on every call (a follow or unfollow shows at once: a new set is a new page), a song gone
 * private or to the trash drops out at once; a followed creator's new song shows within this
 * time, as a public search's new hit does (SEARCH_SHARED_TTL_MS).
 */
export const DISCOVER_FOLLOWING_TTL_MS = 5_000;
