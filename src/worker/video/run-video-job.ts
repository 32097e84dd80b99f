import type { GenerationDeps } from '../../server/generation/deps';
import type { RenderVideoJob } from '../../server/queue/queue';
import { renderClipVideo } from './clip-video';
import { renderHook } from './hook';
import { renderShareAsset } from './share-asset';

/** A job of the video queue: a clip video, a share card or a hook. */
export function runVideoJob(
  deps: GenerationDeps,
  job: RenderVideoJob,
  signal?: AbortSignal,
): Promise<void> {
  if (job.kind === 'hook') return renderHook(deps, job.hookId, signal);
  return job.kind === 'clipVideo'
    ? renderClipVideo(deps, job.clipId, job.requestedAt, signal)
    : renderShareAsset(deps, job.assetId, signal);
}
