import type { createAccessTokensApi } from './access-tokens';
import { createAuthApi } from './auth';
import { createBillingApi } from './billing';
import { createClipsApi } from './clips';
import type { createClipSettingsApi } from './clip-settings';
import type { createCommentsApi } from './comments';
import type { createDownloadsApi } from './downloads';
import type { createEditApi } from './edit';
import { createHttp, type HttpOptions } from './client';
import { createGenerationApi } from './generation';
import type { createLibraryApi } from './library';
import type { createLyricsApi } from './lyrics';
import type { createMusicPlayerApi } from './music-player';
import type { createNotificationsApi } from './notifications';
import type { createPlaylistsApi } from './playlists';
import type { createPersonasApi } from './personas';
import type { createProfilesApi } from './profiles';
import type { createPromptsApi } from './prompts';
import type { createRadioApi } from './radio';
import type { createDiscoverApi } from './discover';
import { createRealtimeApi } from './realtime';
import type { createRemixesApi } from './remixes';
import type { createSearchApi } from './search';
import type { createShareApi } from './share';
import { createTagsApi } from './tags';
import { lazyArea } from './lazy';
import type { createTasksApi } from './tasks';
import type { createUploadsApi } from './uploads';
import type { createVideoApi } from './video';
import type { createHooksApi } from './hooks';
import type { createVideoUploadsApi } from './video-uploads';
import type { createWorkspacesApi } from './workspaces';

export { ApiError } from './errors';

/**
 * The typed client for every /api call; one area per module. Areas no first view calls load
 * their module on their first call (`lazyArea`).
 */
export function createApi(options: HttpOptions = {}) {
  const http = createHttp(options);
  return {
    auth: createAuthApi(http),
    accessTokens: lazyArea<ReturnType<typeof createAccessTokensApi>>(async () =>
      (await import('./access-tokens')).createAccessTokensApi(http),
    ),
    generation: createGenerationApi(http),
    clips: createClipsApi(http),
    billing: createBillingApi(http),
    lyrics: lazyArea<ReturnType<typeof createLyricsApi>>(async () =>
      (await import('./lyrics')).createLyricsApi(http),
    ),
    prompts: lazyArea<ReturnType<typeof createPromptsApi>>(async () =>
      (await import('./prompts')).createPromptsApi(http),
    ),
    tags: createTagsApi(http),
    realtime: createRealtimeApi(http),
    tasks: lazyArea<ReturnType<typeof createTasksApi>>(async () =>
      (await import('./tasks')).createTasksApi(http),
    ),
    downloads: lazyArea<ReturnType<typeof createDownloadsApi>>(async () =>
      (await import('./downloads')).createDownloadsApi(http),
    ),
    edit: lazyArea<ReturnType<typeof createEditApi>>(async () =>
      (await import('./edit')).createEditApi(http),
    ),
    profiles: lazyArea<ReturnType<typeof createProfilesApi>>(async () =>
      (await import('./profiles')).createProfilesApi(http),
    ),
    clipSettings: lazyArea<ReturnType<typeof createClipSettingsApi>>(async () =>
      (await import('./clip-settings')).createClipSettingsApi(http),
    ),
    playlists: lazyArea<ReturnType<typeof createPlaylistsApi>>(async () =>
      (await import('./playlists')).createPlaylistsApi(http),
    ),
    personas: lazyArea<ReturnType<typeof createPersonasApi>>(async () =>
      (await import('./personas')).createPersonasApi(http),
    ),
    library: lazyArea<ReturnType<typeof createLibraryApi>>(async () =>
      (await import('./library')).createLibraryApi(http),
    ),
    comments: lazyArea<ReturnType<typeof createCommentsApi>>(async () =>
      (await import('./comments')).createCommentsApi(http),
    ),
    notifications: lazyArea<ReturnType<typeof createNotificationsApi>>(async () =>
      (await import('./notifications')).createNotificationsApi(http),
    ),
    radio: lazyArea<ReturnType<typeof createRadioApi>>(async () =>
      (await import('./radio')).createRadioApi(http),
    ),
    musicPlayer: lazyArea<ReturnType<typeof createMusicPlayerApi>>(async () =>
      (await import('./music-player')).createMusicPlayerApi(http),
    ),
    share: lazyArea<ReturnType<typeof createShareApi>>(async () =>
      (await import('./share')).createShareApi(http),
    ),
    remixes: lazyArea<ReturnType<typeof createRemixesApi>>(async () =>
      (await import('./remixes')).createRemixesApi(http),
    ),
    video: lazyArea<ReturnType<typeof createVideoApi>>(async () =>
      (await import('./video')).createVideoApi(http),
    ),
    hooks: lazyArea<ReturnType<typeof createHooksApi>>(async () =>
      (await import('./hooks')).createHooksApi(http),
    ),
    videoUploads: lazyArea<ReturnType<typeof createVideoUploadsApi>>(async () =>
      (await import('./video-uploads')).createVideoUploadsApi(http),
    ),
    workspaces: lazyArea<ReturnType<typeof createWorkspacesApi>>(async () =>
      (await import('./workspaces')).createWorkspacesApi(http),
    ),
    search: lazyArea<ReturnType<typeof createSearchApi>>(async () =>
      (await import('./search')).createSearchApi(http),
    ),
    discover: lazyArea<ReturnType<typeof createDiscoverApi>>(async () =>
      (await import('./discover')).createDiscoverApi(http),
    ),
    uploads: lazyArea<ReturnType<typeof createUploadsApi>>(async () =>
      (await import('./uploads')).createUploadsApi(http),
    ),
  };
}

export type Api = ReturnType<typeof createApi>;
