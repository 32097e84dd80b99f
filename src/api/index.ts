import { createAccessTokensApi } from './access-tokens';
import { createAuthApi } from './auth';
import { createBillingApi } from './billing';
import { createClipsApi } from './clips';
import { createClipSettingsApi } from './clip-settings';
import { createDownloadsApi } from './downloads';
import { createHttp, type HttpOptions } from './client';
import { createGenerationApi } from './generation';
import { createLibraryApi } from './library';
import { createLyricsApi } from './lyrics';
import { createMusicPlayerApi } from './music-player';
import { createPlaylistsApi } from './playlists';
import { createPersonasApi } from './personas';
import { createProfilesApi } from './profiles';
import { createPromptsApi } from './prompts';
import { createRealtimeApi } from './realtime';
import { createTagsApi } from './tags';
import { createTasksApi } from './tasks';

export { ApiError } from './errors';

/** The typed client for every /api call; one area per module. */
export function createApi(options: HttpOptions = {}) {
  const http = createHttp(options);
  return {
    auth: createAuthApi(http),
    accessTokens: createAccessTokensApi(http),
    generation: createGenerationApi(http),
    clips: createClipsApi(http),
    billing: createBillingApi(http),
    lyrics: createLyricsApi(http),
    prompts: createPromptsApi(http),
    tags: createTagsApi(http),
    realtime: createRealtimeApi(http),
    tasks: createTasksApi(http),
    downloads: createDownloadsApi(http),
    profiles: createProfilesApi(http),
    clipSettings: createClipSettingsApi(http),
    playlists: createPlaylistsApi(http),
    personas: createPersonasApi(http),
    library: createLibraryApi(http),
    musicPlayer: createMusicPlayerApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
