import { vi } from 'vitest';
import type { Ports } from '../../../machines/actors/ports';
import { aBillingInfo, aClip, aUser } from './fixtures';

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
    },
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
      save: vi.fn(),
    },
    profiles: {
      getProfile: vi.fn(async (handle: string) => ({
        user_id: 'user-9',
        handle,
        display_name: handle,
        avatar_image_url: null,
        created_at: '2026-11-01T10:00:00.000Z',
        num_total_clips: 0,
      })),
    },
  };
}
