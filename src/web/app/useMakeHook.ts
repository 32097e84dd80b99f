import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { HookSong } from '../../../machines/hooks/hook-song';
import type {
  HookDetails,
  HookRange,
  hookFlowMachine,
} from '../../../machines/hooks/hookFlow.machine';
import * as flow from '../../../machines/hooks/hookFlow.selectors';
import * as render from '../../../machines/hooks/hookRender.selectors';
import type { hookSongsMachine } from '../../../machines/hooks/hookSongs.machine';
import * as songs from '../../../machines/hooks/hookSongs.selectors';
import * as upload from '../../../machines/video/videoUpload.selectors';
import type { VideoFile } from '../../../machines/video/video-file';
import type { VideoUploadStatus } from '../../contracts/hook';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type FlowRef = ActorRefFrom<typeof hookFlowMachine>;
type SongsRef = ActorRefFrom<typeof hookSongsMachine>;
const NO_SONGS: HookSong[] = [];
const NO_RANGE: HookRange = { start: 0, end: 0 };
const NO_ERROR = { code: null, detail: null };

/** The three screens of making a hook: its flow runs while the page shows. */
export function useMakeHook() {
  useOpenPage({ kind: 'makeHook' });
  const ref = usePageActor<FlowRef>(pageActorId('hookFlow', ''));
  const send = (event: Parameters<FlowRef['send']>[0]) => ref?.send(event);
  return {
    ready: ref !== undefined,
    step: useSelector(ref, (s) => (s ? flow.selectHookFlowStep(s) : 'song')),
    preselecting: useSelector(ref, (s) => (s ? flow.selectIsPreselecting(s) : false)),
    song: useSelector(ref, (s) => (s ? flow.selectHookFlowSong(s) : null)),
    songRange: useSelector(ref, (s) => (s ? flow.selectSongRange(s) : NO_RANGE)),
    video: useSelector(ref, (s) => (s ? flow.selectHookFlowVideo(s) : null)),
    videoRange: useSelector(ref, (s) => (s ? flow.selectVideoRange(s) : NO_RANGE)),
    details: useSelector(ref, (s) => (s ? flow.selectHookDetails(s) : null)),
    issue: useSelector(ref, (s) => (s ? flow.selectHookFlowIssue(s) : null)),
    previewing: useSelector(ref, (s) => (s ? flow.selectIsPreviewing(s) : false)),
    playPreview: () => send({ type: 'hookFlow.playPreview' }),
    stopPreview: () => send({ type: 'hookFlow.stopPreview' }),
    preselect: (clipId: string) => send({ type: 'hookFlow.preselect', clipId }),
    chooseSong: (song: HookSong) => send({ type: 'hookFlow.chooseSong', song }),
    setSongRange: (range: HookRange) => send({ type: 'hookFlow.songRange', range }),
    next: (video?: VideoUploadStatus | null) => send({ type: 'hookFlow.next', video }),
    back: () => send({ type: 'hookFlow.back' }),
    setVideoRange: (range: HookRange) => send({ type: 'hookFlow.videoRange', range }),
    setDetails: (patch: Partial<HookDetails>) => send({ type: 'hookFlow.details', patch }),
    submit: () => send({ type: 'hookFlow.submit' }),
  };
}

/** The flow's video upload (second screen). */
export function useHookVideoUpload() {
  const flowRef = usePageActor<FlowRef>(pageActorId('hookFlow', ''));
  const ref = useSelector(flowRef, (s) => (s ? flow.selectVideoUploadRef(s) : undefined));
  return {
    view: useSelector(ref, (s) => (s ? upload.selectVideoUploadView(s) : 'idle')),
    progress: useSelector(ref, (s) => (s ? upload.selectVideoUploadProgress(s) : 0)),
    uploaded: useSelector(ref, (s) => (s ? upload.selectUploadedVideo(s) : null)),
    error: useSelector(ref, (s) => (s ? upload.selectVideoUploadError(s) : NO_ERROR)),
    file: useSelector(ref, (s) => (s ? upload.selectVideoFile(s) : null)),
    choose: (file: VideoFile) => flowRef?.send({ type: 'hookFlow.chooseVideo', file }),
  };
}

/** The flow's render: where it is, and the hook to go to once it is made. */
export function useHookRender() {
  const flowRef = usePageActor<FlowRef>(pageActorId('hookFlow', ''));
  const ref = useSelector(flowRef, (s) => (s ? flow.selectHookRenderRef(s) : undefined));
  return {
    view: useSelector(ref, (s) => (s ? render.selectHookRenderView(s) : 'idle')),
    hookId: useSelector(ref, (s) => (s ? render.selectRenderedHookId(s) : null)),
    error: useSelector(ref, (s) => (s ? render.selectHookRenderError(s) : NO_ERROR)),
  };
}

/** The hook song modal's list: read when it opens, searched by title. */
export function useHookSongs() {
  const ref = usePageActor<SongsRef>(pageActorId('hookSongs', ''));
  return {
    ready: ref !== undefined,
    state: useSelector(ref, (s) => (s ? songs.selectHookSongsState(s) : 'loading')),
    songs: useSelector(ref, (s) => (s ? songs.selectHookSongs(s) : NO_SONGS)),
    term: useSelector(ref, (s) => (s ? songs.selectHookSongsTerm(s) : '')),
    error: useSelector(ref, (s) => (s ? songs.selectHookSongsError(s) : null)),
    open: () => ref?.send({ type: 'hookSongs.open' }),
    search: (term: string) => ref?.send({ type: 'hookSongs.search', term }),
    retry: () => ref?.send({ type: 'hookSongs.retry' }),
  };
}
