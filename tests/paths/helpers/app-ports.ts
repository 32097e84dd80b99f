import { aFeedPage, aPinResult, aProfile } from './profile-fixtures';
import { vi } from 'vitest';
import type { Ports } from '../../../machines/actors/ports';
import { fakeAudioOutput } from './audio-output';
import { FEATURE_FLAG_DEFAULTS } from '../../../src/contracts/constants';
import { aBillingInfo, aClip, aPlaylist, aUser } from './fixtures';
import { aPersona, aPersonaPage, aPersonaWithClips } from './persona-fixtures';
import { fakeUploadsPort } from './upload-fixtures';
import { fakeWorkspacesPort } from './workspace-fixtures';

/** Every port the app machine takes, as spies answering like a quiet server. */
export function fakePorts(
  getSession: () => Promise<typeof aUser | null> = async () => aUser,
): Ports {
  return {
    auth: {
      getSession: vi.fn(getSession),
      signIn: vi.fn(async () => aUser),
      signUp: vi.fn(async () => aUser),
      signOut: vi.fn(async () => {}),
    },
    preferences: {
      load: vi.fn(async () => ({ theme: 'light' as const, language: 'es' as const })),
      save: vi.fn(async () => {}),
    },
    generation: {
      generate: vi.fn(async () => ({ id: 'request-1', clips: [] })),
      getRunningRequests: vi.fn(async () => ({ requests: [] })),
    },
    clips: {
      getClipsByIds: vi.fn(async () => []),
      getClip: vi.fn(async (id: string) => aClip({ id })),
      getLibraryPage: vi.fn(async () => ({ clips: [], num_total_results: 0, current_page: 1 })),
      getDirectChildren: vi.fn(async () => ({
        clips: [aClip({ id: 'child-1', metadata: { continue_clip_id: 'clip-7' } })],
        num_total_results: 1,
        current_page: 1,
      })),
      getParent: vi.fn(async () => aClip({ id: 'parent-1' })),
      getAlignedLyrics: vi.fn(async () => ({
        aligned_words: [],
        waveform_data: [],
        hoot_cer: null,
      })),
      getWaveform: vi.fn(async () => [0.2, 0.8, 0.5]),
    },
    accessTokens: {
      list: vi.fn(async () => []),
      create: vi.fn(async (name: string) => ({
        id: 'token-1',
        name,
        token: 'oc_secret',
        last_four: 'cret',
        created_at: '2026-11-25T00:00:00Z',
        last_used_at: null,
      })),
      revoke: vi.fn(async () => {}),
      copy: vi.fn(async () => {}),
    },
    comments: {
      list: vi.fn(async () => ({ comments: [], next_cursor: null, deeplinked_comment_id: null })),
      replies: vi.fn(async () => ({
        comments: [],
        next_cursor: null,
        deeplinked_comment_id: null,
      })),
      post: vi.fn(() => new Promise<never>(() => {})),
      react: vi.fn(() => new Promise<never>(() => {})),
      remove: vi.fn(async () => ({})),
      report: vi.fn(async () => ({})),
    },
    notifications: {
      list: vi.fn(async () => ({ notifications: [], notified_at: null, num_unread: 0 })),
      markRead: vi.fn(async () => ({ num_unread: 0 })),
    },
    share: {
      createLink: vi.fn(async () => ({
        link: 'http://localhost/s/AbCdEf123456',
        share_id: 'AbCdEf123456',
      })),
      getCode: vi.fn(async () => ({
        share_id: 'AbCdEf123456',
        content_type: 'clip' as const,
        content_id: 'clip-1',
        platform: 'copy_link' as const,
        path: '/song/clip-1',
      })),
      copy: vi.fn(async () => {}),
      nativeShare: vi.fn(async () => {}),
    },
    remixes: {
      count: vi.fn(async () => 0),
      byUser: vi.fn(async () => ({ users: [], num_total_results: 0, current_page: 1 })),
      mine: vi.fn(async () => ({ clips: [], num_total_results: 0, current_page: 1 })),
    },
    musicPlayer: {
      getPlaybarState: vi.fn(async () => ({ state: null, clips: [] })),
      savePlaybarState: vi.fn(async () => {}),
      getSongsByIds: vi.fn(async () => []),
      autoplay: vi.fn(async () => []),
      countClipPlay: vi.fn(async () => ({ play_count: 1 })),
      getFeatureFlags: vi.fn(async () => ({ ...FEATURE_FLAG_DEFAULTS })),
    },
    video: {
      generateVideo: vi.fn(() => new Promise<never>(() => {})),
      getVideoStatus: vi.fn(() => new Promise<never>(() => {})),
      makeShareAsset: vi.fn(() => new Promise<never>(() => {})),
      getShareAsset: vi.fn(() => new Promise<never>(() => {})),
    },
    hooks: {
      createHook: vi.fn(() => new Promise<never>(() => {})),
      getHook: vi.fn(() => new Promise<never>(() => {})),
      hookFeed: vi.fn(() => new Promise<never>(() => {})),
      likeHook: vi.fn(() => new Promise<never>(() => {})),
      hookComments: vi.fn(() => new Promise<never>(() => {})),
      commentOnHook: vi.fn(() => new Promise<never>(() => {})),
    },
    videoUploads: {
      requestVideoUpload: vi.fn(() => new Promise<never>(() => {})),
      postFile: vi.fn(() => new Promise<never>(() => {})),
      finishVideoUpload: vi.fn(() => new Promise<never>(() => {})),
      getVideoUpload: vi.fn(() => new Promise<never>(() => {})),
    },
    workspaces: fakeWorkspacesPort(),
    search: { search: vi.fn(async () => ({ result: {} })) },
    library: {
      getPage: vi.fn(async () => ({ clips: [], num_total_results: 0, current_page: 1 })),
      setTrashed: vi.fn(async () => ({ clips: [] })),
      deleteClips: vi.fn(async () => ({ ids: [] })),
    },
    billing: {
      getInfo: vi.fn(async () => aBillingInfo()),
      changePlan: vi.fn(async (plan) => aBillingInfo({ tier: plan })),
      buyCredits: vi.fn(async () => aBillingInfo()),
    },
    lyrics: {
      start: vi.fn(async () => ({ id: 'lyrics-1' })),
      get: vi.fn(() => new Promise<never>(() => {})),
    },
    prompts: {
      list: vi.fn(async () => []),
      save: vi.fn(),
      remove: vi.fn(async () => {}),
    },
    tags: {
      getDefaultStyles: vi.fn(async () => ['Pop', 'Rock']),
      recommend: vi.fn(async () => []),
    },
    storage: { load: vi.fn(async () => null), save: vi.fn(async () => {}) },
    tasks: {
      upsample: vi.fn(async () => ({ id: 'request-2', clips: [] })),
      stems: vi.fn(async () => ({ id: 'request-3', clips: [] })),
      concat: vi.fn(async () => ({ id: 'request-4', clips: [] })),
    },
    downloads: {
      convertWav: vi.fn(async () => ({ status: 'pending' as const, wav_file_url: null })),
      getWavFile: vi.fn(async () => ({ status: 'pending' as const, wav_file_url: null })),
      download: vi.fn(async () => ({
        audio_url: '/media/song.mp3?download=1',
        wav_file_url: null,
        m4a_file_url: null,
        opus_file_url: null,
        video_url: null,
        stems: [],
        downloads_left: null,
      })),
      incrementActionCount: vi.fn(async () => {}),
      save: vi.fn(),
    },
    profiles: {
      getProfile: vi.fn(async (handle: string) => aProfile({ handle, display_name: handle })),
      topClips: vi.fn(async () => ({ clips: [] })),
      pinnedClips: vi.fn(async () => ({ clips: [] })),
      follows: vi.fn(async () => ({ profiles: [], num_total_profiles: 0, current_page: 1 })),
      playlists: vi.fn(async () => ({ playlists: [], num_total_results: 0, current_page: 1 })),
      personas: vi.fn(async () => ({ personas: [], num_total_results: 0, current_page: 1 })),
      remixesInspired: vi.fn(async () => ({
        clips: [],
        inspired_by: {},
        num_total_results: 0,
        current_page: 1,
      })),
      remixesInspiredCount: vi.fn(async () => ({ count: 0 })),
      follow: vi.fn(async (handle: string, follow: boolean) => ({
        handle,
        is_following: follow,
        followers_count: follow ? 1 : 0,
      })),
      pinClip: vi.fn(async (clipId: string) => aPinResult([aClip({ id: clipId })])),
      edit: vi.fn(async (body: { display_name?: string; profile_description?: string }) => ({
        display_name: body.display_name ?? 'Ada',
        profile_description: body.profile_description ?? '',
      })),
      followingFeed: vi.fn(async () => aFeedPage([])),
    },
    clipSettings: {
      setVisibility: vi.fn(async (id: string, isPublic: boolean) =>
        aClip({ id, is_public: isPublic }),
      ),
      setMetadata: vi.fn(async (id: string) => aClip({ id })),
      toggleRemixes: vi.fn(async (id: string) => aClip({ id })),
      toggleShowRemixes: vi.fn(async (id: string) => aClip({ id })),
      react: vi.fn(async (id: string) => aClip({ id })),
      flag: vi.fn(async () => ({})),
      setFeedback: vi.fn(async (id: string) => aClip({ id })),
      notInterested: vi.fn(async () => ({})),
    },
    playlists: {
      get: vi.fn(async (id: string) => aPlaylist([], { id })),
      mine: vi.fn(async () => ({ playlists: [], num_total_results: 0, current_page: 1 })),
      liked: vi.fn(async () => ({ playlists: [], num_total_results: 0, current_page: 1 })),
      create: vi.fn(async () => aPlaylist()),
      updateClips: vi.fn(async (id: string) => aPlaylist([], { id })),
      rename: vi.fn(async (id: string, name: string) => aPlaylist([], { id, name })),
      trash: vi.fn(async (id: string) => aPlaylist([], { id })),
      setVisibility: vi.fn(async (id: string) => aPlaylist([], { id })),
      setLiked: vi.fn(async (_id: string, liked: boolean) => ({
        is_liked: liked,
        upvote_count: liked ? 1 : 0,
      })),
      countPlay: vi.fn(async () => ({ play_count: 1 })),
    },
    personas: {
      list: vi.fn(async () => aPersonaPage([aPersona()])),
      getWithClips: vi.fn(async () => aPersonaWithClips([aClip()])),
      create: vi.fn(async () => aPersona()),
      edit: vi.fn(async () => aPersona()),
      trash: vi.fn(async (_id: string, undo: boolean) => aPersona({ is_trashed: !undo })),
      setVisibility: vi.fn(async (_id: string, isPublic: boolean) =>
        aPersona({ is_public: isPublic }),
      ),
      love: vi.fn(async (_id: string, loved: boolean) => ({ loved, upvote_count: loved ? 1 : 0 })),
      follow: vi.fn(async (_id: string, follow: boolean) => ({
        is_following: follow,
        follower_count: follow ? 1 : 0,
      })),
    },
    discover: {
      discover: vi.fn(async () => ({ sections: [], total_sections: 0 })),
      userEvents: vi.fn(async () => ({ has_created_song: true })),
      contests: vi.fn(async () => ({ contests: [] })),
      contest: vi.fn(async () => {
        throw new Error('no contest');
      }),
      isContestClip: vi.fn(async () => ({ is_contest_clip: false, contest_ids: [] })),
    },
    edit: {
      crop: vi.fn(() => new Promise<never>(() => {})),
      fade: vi.fn(() => new Promise<never>(() => {})),
      speed: vi.fn(() => new Promise<never>(() => {})),
      getAction: vi.fn(() => new Promise<never>(() => {})),
      concat: vi.fn(() => new Promise<never>(() => {})),
    },
    selectionAudio: vi.fn(async () => ({ play: vi.fn(() => () => {}) })),
    radio: {
      songList: vi.fn(async () => ({ songs: [], clockOffsetMs: 0 })),
      similar: vi.fn(async () => ({ clips: [] })),
    },
    loadRadioAudio: vi.fn(async () => ({
      open: () => ({ play() {}, sync() {}, pause() {}, setVolume() {}, close() {} }),
    })),
    audioOutput: async () => ({ create: () => fakeAudioOutput() }),
    uploads: fakeUploadsPort(),
  };
}
