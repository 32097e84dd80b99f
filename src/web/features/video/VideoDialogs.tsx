import type { Clip } from '../../../contracts/clip';
import { useClipVideo } from '../../app/useClipVideo';
import { lazyComponent } from '../../ui/lazy';
import { useVideoClip } from './useVideoMenuItems';

// Their code loads the first time one opens (issue 11: the first route's code).
const ClipVideoDialog = lazyComponent(
  async () => (await import('./ClipVideoDialog')).ClipVideoDialog,
);
const ShareCardDialog = lazyComponent(
  async () => (await import('./ShareCardDialog')).ShareCardDialog,
);

/** The clip's video and share-card dialogs, shown when its menu opened one. */
export function VideoDialogs({ clip }: { clip: Clip }) {
  const video = useClipVideo(useVideoClip(clip).clip);
  return (
    <>
      {video.video.open && <ClipVideoDialog clip={clip} video={video} />}
      {video.share.open && <ShareCardDialog clip={clip} video={video} />}
    </>
  );
}
