import type { AccessTokensPort } from './accessTokens.actors';
import type { AlignedLyrics } from '../../src/contracts/aligned-lyrics';
import type { SessionUser, SignInInput, SignUpInput } from '../../src/contracts/auth';
import type { Clip } from '../../src/contracts/clip';
import type { DirectChildrenResponse } from '../../src/contracts/clip-family';
import type { Reaction, SetMetadataInput } from '../../src/contracts/clip-settings';
import type { GenerateBody } from '../../src/contracts/client-generation';
import type { RemasterSlider } from '../../src/contracts/client-constants';
import type { Language, ThemePreference, Tier } from '../../src/contracts/constants';
import type { ClipDownloadResponse, WavFileResponse } from '../../src/contracts/downloads';
import type { ClipAction } from '../../src/contracts/constants';
import type {
  BillingInfo,
  FeedResponse,
  GenerateResponse,
  LyricsResult,
  RunningRequestsResponse,
  SavedPrompt,
} from '../../src/contracts/generation';
import type { Playlist, PlaylistPage, PlaylistUpdateType } from '../../src/contracts/playlist';
import type {
  Persona,
  PersonaListKind,
  PersonaPage,
  PersonaWithClips,
} from '../../src/contracts/persona';
import type { LibraryFilters, LibraryView } from '../../src/contracts/library';
import type {
  Comment,
  CommentOrder,
  CommentPage,
  CommentReaction,
  PostCommentBody,
} from '../../src/contracts/comment';
import type {
  NotificationPage,
  ReadNotificationsBody,
  UnreadCount,
} from '../../src/contracts/notification';
import type { RadioSong, RadioStationId, TagRadioPage } from '../../src/contracts/radio';
import type { DiscoverPort } from './discover.port';
import type { MusicPlayerPort } from './musicPlayer.port';
import type { RemixesPort } from './remixTree.actors';
import type { SharePort } from './share.actors';
import type { HooksPort } from './hooks.port';
import type { VideoUploadsPort } from './videoUploads.port';
import type { ProfilesPort } from './profiles.port';
import type { SearchPort } from './search.port';
import type { VideoPort } from './video.port';
import type { UploadsPort } from './uploads.port';
import type { WorkspacesPort } from './workspaces.port';
import type { EditPort, SelectionAudioPort } from './edit.port';

/**
 * Ports: the only way machines reach the outside world. The web app passes
 * real adapters (HTTP, localStorage, the realtime client); unit tests pass fakes.
 */
export interface AuthPort {
  /** The signed-in user, or null when there is no valid session. */
  getSession(signal: AbortSignal): Promise<SessionUser | null>;
  signIn(input: SignInInput, signal: AbortSignal): Promise<SessionUser>;
  signUp(input: SignUpInput, signal: AbortSignal): Promise<SessionUser>;
  signOut(signal: AbortSignal): Promise<void>;
}

export interface Preferences {
  theme: ThemePreference;
  language: Language;
}

export interface PreferencesPort {
  /** What was stored, completed with defaults (the browser language, dark theme). */
  load(): Promise<Preferences>;
  save(preferences: Preferences): Promise<void>;
}

/** Starting generations and finding the ones still running (spec 000 §7). */
export interface GenerationPort {
  generate(body: GenerateBody, signal: AbortSignal): Promise<GenerateResponse>;
  getRunningRequests(signal: AbortSignal): Promise<RunningRequestsResponse>;
}

/** Clip reads: the generation tracker's batches, the song page and the library. */
export interface ClipsPort {
  /** Clips by id, in one call of at most CLIP_POLL_BATCH ids. */
  getClipsByIds(ids: readonly string[], signal: AbortSignal): Promise<Clip[]>;
  getClip(id: string, signal: AbortSignal): Promise<Clip>;
  /** A page of the signed-in user's library, newest first (pages start at 1). */
  getLibraryPage(page: number, signal: AbortSignal): Promise<FeedResponse>;
  /** A page of the clips made from a clip that the viewer may see, newest first. */
  getDirectChildren(
    clipId: string,
    page: number,
    signal: AbortSignal,
  ): Promise<DirectChildrenResponse>;
  /** The clip a clip was made from, or null when there is none the viewer may see. */
  getParent(clipId: string, signal: AbortSignal): Promise<Clip | null>;
  /** The clip's sung words with their times, for the full-screen player's lyrics. */
  getAlignedLyrics(clipId: string, signal: AbortSignal): Promise<AlignedLyrics>;
  /** The clip's waveform peaks (0..1), for the playbar's seek bar. */
  getWaveform(clipId: string, signal: AbortSignal): Promise<number[]>;
}

/** `POST /api/generate/upsample`: tags and sliders only when not at their defaults (spec 000 §5). */
export type RemasterBody = {
  clip_id: string;
  model_name?: string;
  title?: string;
  tags?: string;
} & Partial<Record<RemasterSlider, number>>;

/** Tasks over a stored clip that have their own calls (spec 000 §7); each answers new clips. */
export interface ClipTasksPort {
  upsample(body: RemasterBody, signal: AbortSignal): Promise<GenerateResponse>;
  stems(clipId: string, signal: AbortSignal): Promise<GenerateResponse>;
  /** "Get whole song": an extension joined with the clips it continues. */
  concat(clipId: string, signal: AbortSignal): Promise<GenerateResponse>;
}

/** A clip's files to download (spec 000 §7 "Downloads"); its WAV made on request. */
export interface DownloadsPort {
  convertWav(clipId: string, signal: AbortSignal): Promise<WavFileResponse>;
  getWavFile(clipId: string, signal: AbortSignal): Promise<WavFileResponse>;
  /** The download check: counted against the quota, it answers every file's URL. */
  download(clipId: string, signal: AbortSignal): Promise<ClipDownloadResponse>;
  incrementActionCount(clipId: string, action: ClipAction): Promise<void>;
  /** Has the browser save the file at `url` under `fileName`. */
  save(url: string, fileName: string): void;
}

export interface BillingPort {
  getInfo(signal: AbortSignal): Promise<BillingInfo>;
  changePlan(plan: Tier, signal: AbortSignal): Promise<BillingInfo>;
  buyCredits(packId: string, signal: AbortSignal): Promise<BillingInfo>;
}

export interface LyricsPort {
  start(prompt: string, signal: AbortSignal): Promise<{ id: string }>;
  get(id: string, signal: AbortSignal): Promise<LyricsResult>;
}

/** What a saved prompt holds (spec 000 §7 `POST /api/prompts/`); `id` updates one. */
export type SavePromptBody = Omit<SavedPrompt, 'id' | 'created_at'> & { id?: string };

/** Saved prompts of the signed-in user (spec 000 §7). */
export interface PromptsPort {
  /** Newest first. */
  list(signal: AbortSignal): Promise<SavedPrompt[]>;
  save(body: SavePromptBody, signal: AbortSignal): Promise<SavedPrompt>;
  remove(id: string, signal: AbortSignal): Promise<void>;
}

/** Style suggestions (spec 000 §7, spec 001 §7). */
export interface TagsPort {
  /** `GET /api/generate/get_recommend_styles`: the genres suggestions draw from. */
  getDefaultStyles(signal: AbortSignal): Promise<string[]>;
  /** `POST /api/tags/recommend`: styles that go with the given ones. */
  recommend(tags: string, signal: AbortSignal): Promise<string[]>;
}

export type RealtimeState = 'connected' | 'connecting' | 'disconnected' | 'failed';

/** The realtime client (Ably protocol): one connection, many channel subscriptions. */
export interface RealtimePort {
  /** Listens to a channel's messages; the returned function stops listening. */
  subscribe(channel: string, listener: (name: string, data: unknown) => void): () => void;
  onStateChange(listener: (state: RealtimeState) => void): () => void;
  close(): void;
}

/** Small values kept on this device (the create form). */
export interface StoragePort {
  /** What was stored under the key, or null; may be anything, so callers validate it. */
  load(key: string): Promise<unknown>;
  save(key: string, value: unknown): Promise<void>;
}

/** Clip settings, reactions and feedback (spec 000 §7); each answers the clip as now read. */
export interface ClipSettingsPort {
  setVisibility(clipId: string, isPublic: boolean, signal?: AbortSignal): Promise<Clip>;
  setMetadata(clipId: string, body: SetMetadataInput, signal?: AbortSignal): Promise<Clip>;
  toggleRemixes(clipId: string, canRemix: boolean, signal?: AbortSignal): Promise<Clip>;
  toggleShowRemixes(clipId: string, showRemix: boolean, signal?: AbortSignal): Promise<Clip>;
  react(
    clipId: string,
    reaction: Reaction | null,
    feedbackReason: string | null,
    signal?: AbortSignal,
  ): Promise<Clip>;
  flag(clipId: string, reason: string, details: string, signal?: AbortSignal): Promise<unknown>;
  setFeedback(clipId: string, feedbackReason: string | null, signal?: AbortSignal): Promise<Clip>;
  notInterested(clipId: string, on: boolean, signal?: AbortSignal): Promise<unknown>;
}

/** Playlists (spec 000 §7, 001 §7): the calls the playlist machines make. */
export interface PlaylistsPort {
  /** One playlist with a page (12) of its songs; `notFound` when the viewer may not see it. */
  get(id: string, page: number, signal: AbortSignal): Promise<Playlist>;
  mine(query: { page: number }, signal: AbortSignal): Promise<PlaylistPage>;
  liked(fromIndex: number, signal: AbortSignal): Promise<PlaylistPage>;
  create(body: { name?: string; clip_ids?: string[] }, signal: AbortSignal): Promise<Playlist>;
  updateClips(
    playlistId: string,
    type: PlaylistUpdateType,
    clipIds: string[],
    signal: AbortSignal,
  ): Promise<Playlist>;
  rename(playlistId: string, name: string, signal: AbortSignal): Promise<Playlist>;
  trash(playlistId: string, undo: boolean, signal: AbortSignal): Promise<Playlist>;
  setVisibility(playlistId: string, isPublic: boolean, signal: AbortSignal): Promise<Playlist>;
  setLiked(
    playlistId: string,
    liked: boolean,
    signal: AbortSignal,
  ): Promise<{ is_liked: boolean; upvote_count: number }>;
  countPlay(playlistId: string, clipId: string, signal: AbortSignal): Promise<unknown>;
}

/** Personas (spec 001 §7): lists, a persona with its clips, and what users do with them. */
export interface PersonasPort {
  /** A page of a list; the 404 'No loved/followed personas found' comes back as an empty page. */
  list(kind: PersonaListKind, page: number, signal: AbortSignal): Promise<PersonaPage>;
  getWithClips(id: string, page: number, signal: AbortSignal): Promise<PersonaWithClips>;
  create(
    body: { root_clip_id: string; name?: string; description?: string; is_public?: boolean },
    signal: AbortSignal,
  ): Promise<Persona>;
  edit(
    id: string,
    edit: { name?: string; description?: string; is_public?: boolean },
    signal: AbortSignal,
  ): Promise<Persona>;
  trash(id: string, undo: boolean, signal: AbortSignal): Promise<Persona>;
  setVisibility(id: string, isPublic: boolean, signal: AbortSignal): Promise<Persona>;
  love(
    id: string,
    loved: boolean,
    signal: AbortSignal,
  ): Promise<{ loved: boolean; upvote_count: number }>;
  follow(
    id: string,
    follow: boolean,
    signal: AbortSignal,
  ): Promise<{ is_following: boolean; follower_count: number }>;
}

/** The library's pages with filters, the trash, and deleting for good (spec 000 §7, 001 §7). */
export interface LibraryPort {
  getPage(
    view: LibraryView,
    filters: LibraryFilters,
    page: number,
    signal: AbortSignal,
  ): Promise<FeedResponse>;
  setTrashed(clipIds: readonly string[], trash: boolean): Promise<unknown>;
  deleteClips(ids: readonly string[]): Promise<unknown>;
}

/** Comments (spec 000 §7): a clip's pages, a thread's replies, and what users do with them. */
export interface CommentsPort {
  list(
    clipId: string,
    query: { order: CommentOrder; cursor: string | null; deeplinkId: string | null },
    signal: AbortSignal,
  ): Promise<CommentPage>;
  replies(
    commentId: string,
    query: { cursor: string | null; deeplinkId: string | null },
    signal: AbortSignal,
  ): Promise<CommentPage>;
  post(clipId: string, body: PostCommentBody, signal: AbortSignal): Promise<Comment>;
  react(commentId: string, reaction: CommentReaction | null, signal: AbortSignal): Promise<Comment>;
  remove(commentId: string, signal: AbortSignal): Promise<unknown>;
  report(commentId: string, reason: string, signal: AbortSignal): Promise<unknown>;
}

/** Notifications (spec 000 §7): pages by datetime cursors, and marking them read. */
export interface NotificationsPort {
  list(cursor: { after?: string; before?: string }, signal: AbortSignal): Promise<NotificationPage>;
  markRead(body: ReadNotificationsBody, signal: AbortSignal): Promise<UnreadCount>;
}

/** A station's song list as the client holds it: the songs and its clock's offset from the server's. */
export interface TimedSongList {
  songs: RadioSong[];
  /** Server clock minus local clock, in ms, estimated from the call's round trip. */
  clockOffsetMs: number;
}

/** The radios' calls (issue 13): live radio's song lists and tag radio's similar songs. */
export interface RadioPort {
  songList(stationId: RadioStationId, signal: AbortSignal): Promise<TimedSongList>;
  similar(styles: string, excludeClipIds: string[], signal: AbortSignal): Promise<TagRadioPage>;
}

/** What a live radio's audio output reports: a position sample each second, an end, a failure. */
export type RadioAudioReport =
  { type: 'tick'; now: number; seconds: number } | { type: 'ended' } | { type: 'error' };

/** An open audio output of the live radio (one audio element, in the browser). */
export interface RadioAudio {
  /** Plays `url` from where a song that began at local time `startedAtMs` is now. */
  play(url: string, startedAtMs: number): void;
  /** Seeks back to where that song is now (a resync). */
  sync(startedAtMs: number): void;
  pause(): void;
  /** 0..1 */
  setVolume(volume: number): void;
  close(): void;
}

/** Opens live radio's audio output; its reports go to `report` until it is closed. */
export interface RadioAudioPort {
  open(report: (report: RadioAudioReport) => void): RadioAudio;
}

/** What the player's audio output reports (its element's events, the Media Session's keys). */
export type AudioReport =
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'time'; seconds: number; duration: number }
  | { type: 'ended' }
  | { type: 'error' }
  /** A Media Session action (lock screen, media keys). */
  | { type: 'action'; action: 'play' | 'pause' | 'next' | 'previous' | 'seek'; seconds?: number };

/** The one audio output of the player (spec 001 §4): only the player's actor holds it. */
export interface AudioOutput {
  /** `HTMLMediaElement.canPlayType`. */
  canPlayType(mimeType: string): string;
  /** A new source, started at `seconds`; `play` starts it, `title`s feed the Media Session. */
  load(
    src: string,
    seconds: number,
    play: boolean,
    metadata: { title: string; artist: string; artwork: string | null },
  ): void;
  /** The same song from another file (a stream that completed): keeps position and playing. */
  swap(src: string, seconds: number): void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** 0..1, after the volume curve. */
  setGain(gain: number): void;
  /** Stops and forgets the source. */
  stop(): void;
  destroy(): void;
}

export interface AudioOutputPort {
  create(report: (report: AudioReport) => void): AudioOutput;
}

export interface Ports {
  auth: AuthPort;
  preferences: PreferencesPort;
  generation: GenerationPort;
  clips: ClipsPort;
  billing: BillingPort;
  lyrics: LyricsPort;
  prompts: PromptsPort;
  tags: TagsPort;
  storage: StoragePort;
  tasks: ClipTasksPort;
  downloads: DownloadsPort;
  profiles: ProfilesPort;
  clipSettings: ClipSettingsPort;
  playlists: PlaylistsPort;
  personas: PersonasPort;
  library: LibraryPort;
  accessTokens: AccessTokensPort;
  comments: CommentsPort;
  notifications: NotificationsPort;
  radio: RadioPort;
  /** Live radio's audio output, its code loaded when the radio first plays. */
  loadRadioAudio: () => Promise<RadioAudioPort>;
  /** The player's audio element (and the Media Session), its code loaded with the player's. */
  audioOutput: () => Promise<AudioOutputPort>;
  musicPlayer: MusicPlayerPort;
  /** Share links, the clipboard and the browser's share sheet (issue 14). */
  share: SharePort;
  /** The remix tree's reads beside the clip family's. */
  remixes: RemixesPort;
  video: VideoPort;
  /** Hooks: create and follow a render, the feed, a hook's likes and comments (issue 18). */
  hooks: HooksPort;
  videoUploads: VideoUploadsPort;
  /** Workspaces and collaboration (issue 19). */
  workspaces: WorkspacesPort;
  /** Search (issue 15). */
  search: SearchPort;
  /** Discover's sections and the caller's events (issue 15). */
  discover: DiscoverPort;
  /** Edit mode's calls (issue 16). */
  edit: EditPort;
  /** Plays a selection of a clip (Tone.js), its code loaded when edit mode first plays. */
  selectionAudio: () => Promise<SelectionAudioPort>;
  /** Audio uploads, the files they send and the microphone (issue 16). */
  uploads: UploadsPort;
  /** Absent when the page has no realtime client: the tracker then polls. */
  realtime?: RealtimePort;
  /** Resolves once the page is idle (code no first view needs loads then); absent: at once. */
  idle?: () => Promise<void>;
}
