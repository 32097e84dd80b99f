import { join } from 'node:path';
import type { MediaStore } from '../storage/media-store';
import { HOOK_FILE, VIDEO_THUMB_FILE } from '../storage/media-urls';

/**
 * Where hooks and uploaded videos keep their files, beside the clips' directories under
 * DATA_DIR/media: `hooks/<id>/hook.mp4`, `videos/<upload id>/source.<ext>` (the decoded copy a
 * render reads) and `thumb.png`.
 */
const mediaRoot = (media: Pick<MediaStore, 'clipsRoot'>) => join(media.clipsRoot, '..');

export const hookDir = (media: Pick<MediaStore, 'clipsRoot'>, hookId: string) =>
  join(mediaRoot(media), 'hooks', hookId);
export const hookFile = (media: Pick<MediaStore, 'clipsRoot'>, hookId: string) =>
  join(hookDir(media, hookId), HOOK_FILE);

export const videoDir = (media: Pick<MediaStore, 'clipsRoot'>, uploadId: string) =>
  join(mediaRoot(media), 'videos', uploadId);
export const videoSourceFile = (media: Pick<MediaStore, 'clipsRoot'>, uploadId: string) =>
  join(videoDir(media, uploadId), 'source.video');
export const videoThumbFile = (media: Pick<MediaStore, 'clipsRoot'>, uploadId: string) =>
  join(videoDir(media, uploadId), VIDEO_THUMB_FILE);
