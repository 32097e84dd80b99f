import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import {
  selectVideoCoverRef,
  selectVideoCoverRemoved,
} from '../../../machines/clipMenu/clipMenu.selectors';
import type { clipSettingsMachine } from '../../../machines/clipMenu/clipSettings.machine';
import * as upload from '../../../machines/video/videoUpload.selectors';
import type { VideoFile } from '../../../machines/video/video-file';
import { usePageActor } from './RootActorContext';

type SettingsRef = ActorRefFrom<typeof clipSettingsMachine>;
const NO_ERROR = { code: null, detail: null };

/** The song editor's video cover (issue 18): its upload, and removing the clip's. */
export function useVideoCoverUpload(clipId: string) {
  const settings = usePageActor<SettingsRef>(pageActorId('clipSettings', clipId));
  const ref = useSelector(settings, (s) => (s ? selectVideoCoverRef(s) : undefined));
  return {
    view: useSelector(ref, (s) => (s ? upload.selectVideoUploadView(s) : 'idle')),
    progress: useSelector(ref, (s) => (s ? upload.selectVideoUploadProgress(s) : 0)),
    error: useSelector(ref, (s) => (s ? upload.selectVideoUploadError(s) : NO_ERROR)),
    file: useSelector(ref, (s) => (s ? upload.selectVideoFile(s) : null)),
    removed: useSelector(settings, (s) => (s ? selectVideoCoverRemoved(s) : false)),
    choose: (file: VideoFile) => settings?.send({ type: 'settings.chooseVideoCover', file }),
    remove: () => settings?.send({ type: 'settings.removeVideoCover' }),
  };
}
