import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { clipVideoMachine } from '../../../machines/video/clipVideo.machine';
import {
  selectClipVideoView,
  selectVideoDialogOpen,
  selectVideoError,
  selectVideoIsStale,
  selectVideoUrl,
} from '../../../machines/video/clipVideo.selectors';
import type { shareAssetMachine } from '../../../machines/video/shareAsset.machine';
import {
  selectShareAsset,
  selectShareDialogOpen,
  selectShareType,
  selectShareView,
} from '../../../machines/video/shareAsset.selectors';
import type { Clip } from '../../contracts/clip';
import type { ShareAssetType } from '../../contracts/video';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type ClipVideoRef = ActorRefFrom<typeof clipVideoMachine>;
type ShareAssetRef = ActorRefFrom<typeof shareAssetMachine>;

/**
 * A clip's video and share cards (issue 18): their actors run while `clip` is given (null:
 * none), one pair per clip, shared by its menu entries and its dialogs.
 */
export function useClipVideo(clip: Clip | null) {
  const clipId = clip?.id ?? null;
  useOpenPage(clip && { kind: 'clipVideo', clip });
  const video = usePageActor<ClipVideoRef>(clipId ? pageActorId('clipVideo', clipId) : null);
  const share = usePageActor<ShareAssetRef>(clipId ? pageActorId('shareAsset', clipId) : null);
  useEffect(() => {
    if (clip) video?.send({ type: 'video.setClip', clip });
  }, [video, clip]);
  const actions = useMemo(
    () => ({
      makeVideo: () => video?.send({ type: 'video.make' }),
      closeVideo: () => video?.send({ type: 'video.close' }),
      openShare: () => share?.send({ type: 'share.open' }),
      makeCard: (assetType: ShareAssetType) => share?.send({ type: 'share.make', assetType }),
      closeShare: () => share?.send({ type: 'share.close' }),
    }),
    [video, share],
  );
  const shareType = useSelector(share, (s) => (s ? selectShareType(s) : 'image'));
  return {
    video: {
      view: useSelector(video, (s) => (s ? selectClipVideoView(s) : 'none')),
      url: useSelector(video, (s) => (s ? selectVideoUrl(s) : (clip?.video_url ?? null))),
      isStale: useSelector(video, (s) => (s ? selectVideoIsStale(s) : false)),
      error: useSelector(video, (s) => (s ? selectVideoError(s) : null)),
      open: useSelector(video, (s) => (s ? selectVideoDialogOpen(s) : false)),
    },
    share: {
      view: useSelector(share, (s) => (s ? selectShareView(s) : 'idle')),
      type: shareType,
      card: useSelector(share, (s) => (s ? selectShareAsset(s, shareType) : null)),
      open: useSelector(share, (s) => (s ? selectShareDialogOpen(s) : false)),
    },
    ...actions,
  };
}

export type ClipVideoState = ReturnType<typeof useClipVideo>;
