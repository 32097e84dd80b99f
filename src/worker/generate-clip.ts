import { renderCover } from '../engine/artwork/cover';
import { planSong, type SongRequest } from '../engine/pipeline/plan';
import { renderSong } from '../engine/pipeline/render';
import { scoreJson } from '../engine/pipeline/score-json';
import { SAMPLE_RATE } from '../engine/score';
import type { GenerationDeps } from '../server/generation/deps';
import type { GenerateClipJob } from '../server/queue/queue';
import { CLIP_FILES } from '../server/storage/media-store';
import { failClip, updateClip } from './clip-state';

/** Spec 000 §8: any error other than moderation shows "An error occurred generating a clip." */
const RENDER_FAILED = { type: 'render_failed', message: 'The song could not be rendered.' };

/**
 * Renders one clip: plans it again from its stored request (same seed, same song), streams the
 * MP3 into storage while the clip is `streaming`, then stores every final file and completes it.
 * A render that throws ends the clip in `error` with a refund; a worker that dies mid-way leaves
 * the job to pg-boss, which retries it (the stream restarts from the beginning).
 */
export async function generateClip(deps: GenerationDeps, job: GenerateClipJob): Promise<void> {
  const clip = await deps.db
    .selectFrom('clip')
    .select(['id', 'status', 'metadata'])
    .where('id', '=', job.clipId)
    .executeTakeFirst();
  if (!clip || clip.status === 'complete' || clip.status === 'error') return;
  const request = (clip.metadata as { engine_request: SongRequest }).engine_request;
  try {
    await render(deps, clip.id, {
      ...request,
      ...(deps.maxDurationS && { maxDurationS: deps.maxDurationS }),
    });
  } catch (error) {
    deps.logger.error({ err: error, clipId: clip.id }, 'render failed');
    await failClip(deps, clip.id, RENDER_FAILED);
  }
}

async function render(deps: GenerationDeps, clipId: string, request: SongRequest): Promise<void> {
  const { media } = deps;
  const plan = planSong(request);
  const { score } = plan;
  await media.resetStream(clipId);
  await media.write(
    clipId,
    CLIP_FILES.cover,
    renderCover({
      title: score.title,
      genres: score.style.genres,
      moods: score.style.moods,
      seed: score.seed,
    }),
  );
  const song = renderSong(score, plan.model);
  let step = await song.next();
  let streaming = false;
  while (!step.done) {
    await media.appendStream(clipId, step.value.mp3);
    if (!streaming && step.value.mp3.length > 0) {
      streaming = true;
      await updateClip(deps, clipId, { status: 'streaming', renderedS: step.value.untilS });
    } else {
      await updateClip(deps, clipId, { renderedS: step.value.untilS });
    }
    step = await song.next();
  }
  await media.finishStream(clipId);
  const outputs = step.value;
  const durationS = outputs.master.left.length / SAMPLE_RATE;
  await Promise.all([
    media.write(clipId, CLIP_FILES.mp3, outputs.mp3),
    media.write(clipId, CLIP_FILES.m4a, outputs.m4a),
    media.write(clipId, CLIP_FILES.webm, outputs.webm),
    media.write(
      clipId,
      CLIP_FILES.score,
      JSON.stringify(scoreJson({ ...plan, ...outputs, durationS })),
    ),
  ]);
  await updateClip(deps, clipId, {
    status: 'complete',
    durationS: Number(durationS.toFixed(2)),
    renderedS: Number(durationS.toFixed(2)),
    hasMedia: true,
  });
}
