import { createActor, type InspectionEvent } from 'xstate';
import { createAppMachine } from '../../../machines/app/app.machine';
import { createApi } from '../../api';
import { createPreferencesStorage } from '../adapters/preferences.storage';
import { saveFile } from '../adapters/save-file';
import { whenIdle } from '../adapters/when-idle';
import { createLocalStorage } from './local-storage';
import { createLazyRealtime } from './realtime.lazy';
import { createLazyUploadsPort } from './uploads.lazy';

/** Builds the one root actor of the page from the real adapters and starts it. */
export function createRootActor() {
  const api = createApi();
  const machine = createAppMachine({
    auth: api.auth,
    preferences: createPreferencesStorage(window.localStorage, navigator.languages),
    generation: api.generation,
    clips: api.clips,
    billing: api.billing,
    lyrics: api.lyrics,
    prompts: {
      list: (signal) => api.prompts.list(signal),
      save: (body, signal) => api.prompts.save(body, signal),
      remove: (id, signal) => api.prompts.remove(id, signal),
    },
    tags: {
      getDefaultStyles: async (signal) =>
        (await api.tags.getRecommendedStyles(signal)).default_styles,
      recommend: (tags, signal) => api.tags.recommend(tags, signal),
    },
    storage: createLocalStorage(window.localStorage),
    tasks: api.tasks,
    downloads: {
      convertWav: (clipId, signal) => api.downloads.convertWav(clipId, signal),
      getWavFile: (clipId, signal) => api.downloads.getWavFile(clipId, signal),
      download: (clipId, signal) => api.downloads.download(clipId, signal),
      incrementActionCount: (clipId, action) => api.downloads.incrementActionCount(clipId, action),
      save: saveFile,
    },
    profiles: api.profiles,
    clipSettings: api.clipSettings,
    playlists: api.playlists,
    personas: api.personas,
    library: api.library,
    accessTokens: {
      list: (signal) => api.accessTokens.list(signal),
      create: (name, signal) => api.accessTokens.create(name, signal),
      revoke: (id, signal) => api.accessTokens.revoke(id, signal),
      copy: (text) => navigator.clipboard.writeText(text),
    },
    idle: whenIdle,
    comments: api.comments,
    notifications: api.notifications,
    radio: api.radio,
    loadRadioAudio: async () =>
      (await import('../adapters/radio-audio')).createRadioAudio(window.document),
    // The <audio> element's adapter comes with the player's code, once something plays.
    audioOutput: async () => (await import('../adapters/audio-output')).htmlAudioOutput,
    musicPlayer: api.musicPlayer,
    share: {
      createLink: (body, signal) => api.share.createLink(body, signal),
      getCode: (shareId, signal) => api.share.getCode(shareId, signal),
      // The browser's clipboard and share sheet, loaded on the first use.
      copy: async (text) => (await import('../adapters/share')).copyText(text),
      nativeShare: async (data) => (await import('../adapters/share')).shareNatively(data),
    },
    remixes: api.remixes,
    video: api.video,
    hooks: api.hooks,
    videoUploads: api.videoUploads,
    workspaces: api.workspaces,
    search: api.search,
    discover: api.discover,
    edit: api.edit,
    // Tone.js comes with edit mode's first play, never with the first route's code.
    selectionAudio: async () =>
      (await import('../adapters/selection-audio')).createSelectionAudio(),
    uploads: createLazyUploadsPort(api),
    // Loaded on the first subscription once the page has drawn, so the ably client (~56 KB)
    // is not part of the first route's code; polling covers the moment before it connects.
    realtime: createLazyRealtime(async () => {
      await whenIdle();
      const [{ createAblyRealtime }, config] = await Promise.all([
        import('../adapters/realtime.ably'),
        api.realtime.getConfig(),
      ]);
      return createAblyRealtime(config);
    }),
  });
  const inspect = import.meta.env.DEV && new URLSearchParams(location.search).has('inspect');
  return createActor(machine, inspect ? { inspect: createInspector() } : {}).start();
}

export type RootActor = ReturnType<typeof createRootActor>;

function createInspector() {
  // Loaded lazily so production bundles never carry the inspector.
  let inspector: ((event: InspectionEvent) => void) | undefined;
  const queue: InspectionEvent[] = [];
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const { inspect } = createBrowserInspector();
    inspector = (event) => inspect.next?.(event);
    queue.splice(0).forEach((event) => inspector?.(event));
  });
  return (event: InspectionEvent) => (inspector ? inspector(event) : queue.push(event));
}
