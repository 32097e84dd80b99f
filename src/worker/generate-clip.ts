import { sql } from 'kysely';
import type { SongRequest } from '../engine/pipeline/plan';
import type { GenerationDeps } from '../server/generation/deps';
import type { GenerateClipJob } from '../server/queue/queue';
import { CLIP_FILES } from '../server/storage/media-store';
import { failClip, removedWhileMade, updateClip } from './clip-state';
import { renderInThread, type RenderMessage } from './render-in-thread';
import { runTaskInThread, TaskInputError } from './task-in-thread';
import type { EngineTaskSpec } from './tasks/spec';

/** Spec 000 §8: any error other than moderation shows "An error occurred generating a clip." */
const RENDER_FAILED = { type: 'render_failed', message: 'The song could not be rendered.' };

export interface RenderOptions {
  /** Aborted when the process stops: the render ends at its next chunk and the job is retried. */
  signal?: AbortSignal;
  /** This process's lease key (src/server/queue/worker-lease.ts), written on the clip. */
  lease?: number;
}

/**
 * Renders one clip in a worker thread: plans it again from its stored request (same seed, same
 * song), streams the MP3 into storage while the clip is `streaming`, then stores every final file
 * and completes it.
 * A render that throws ends the clip in `error` with a refund; a worker process that dies
 * mid-way leaves its lease on the clip, by which the next process to start (or a live one's
 * reaper) gives the job back to the queue at once (recover.ts; the stream restarts from the
 * beginning).
 */
export async function generateClip(
  deps: GenerationDeps,
  job: GenerateClipJob,
  { signal, lease }: RenderOptions = {},
): Promise<void> {
  // The lease and its time are written before any work, so this attempt is known to be ours.
  const clip = await deps.db
    .updateTable('clip')
    .set({ workerLease: lease ?? null, workerLeasedAt: sql<Date>`now()` })
    .where('id', '=', job.clipId)
    .where('status', 'not in', ['complete', 'error'])
    .returning(['id', 'metadata'])
    .executeTakeFirst();
  if (!clip) return;
  const { engine_request: request, engine_task: task } = clip.metadata as {
    engine_request?: SongRequest;
    engine_task?: EngineTaskSpec;
  };
  try {
    if (task) {
      await runTaskClip(deps, clip.id, task, signal);
    } else {
      await render(
        deps,
        clip.id,
        { ...request!, ...(deps.maxDurationS && { maxDurationS: deps.maxDurationS }) },
        signal,
      );
    }
  } catch (error) {
    // Stopped, not broken: the job fails without touching the clip, and is retried.
    if (signal?.aborted) throw error;
    // Deleted while it was made: writing into its removed directory failed, and that is all.
    if (await removedWhileMade(deps, clip.id)) return;
    deps.logger.error({ err: error, clipId: clip.id }, 'render failed');
    const failure =
      error instanceof TaskInputError
        ? { type: 'invalid_input', message: error.message }
        : RENDER_FAILED;
    for (const id of task ? clipsMadeBy(task, clip.id) : [clip.id]) {
      await failClip(deps, id, failure);
      // Listeners of the partial stream get its end instead of waiting for bytes that never come.
      await deps.media.finishStream(id);
    }
  }
}

/** The clips one task job makes: the stems task makes every stem clip in one go. */
export function clipsMadeBy(task: EngineTaskSpec, clipId: string): string[] {
  return task.name === 'stems' ? Object.values(task.clips) : [clipId];
}

/** A task clip: the engine task runs in a thread, then every clip it made completes. */
async function runTaskClip(
  deps: GenerationDeps,
  clipId: string,
  spec: EngineTaskSpec,
  signal?: AbortSignal,
): Promise<void> {
  const input = { spec, clipId, clipsRoot: deps.media.clipsRoot };
  const results = await runTaskInThread(input, signal, deps.media.masters);
  for (const result of results) {
    const completed = await updateClip(deps, result.clipId, {
      status: 'complete',
      durationS: result.durationS,
      renderedS: result.durationS,
      hasMedia: true,
      lyrics: result.lyrics,
      metadata: {
        provider: 'procedural',
        prompt: result.lyrics ?? '',
        ...(result.hasVocal !== null && { has_vocal: result.hasVocal }),
      },
    });
    if (!completed) await removedWhileMade(deps, result.clipId);
  }
}

async function render(
  deps: GenerationDeps,
  clipId: string,
  request: SongRequest,
  signal?: AbortSignal,
): Promise<void> {
  await deps.media.resetStream(clipId);
  // Both clips of a pair render at once, each on its worker: neither waits for the other to
  // start (docs/generation.md, "Both clips at once").
  await storeRender(
    deps,
    clipId,
    renderInThread({
      task: 'generate',
      song: request,
      provider: deps.provider,
      clipDir: deps.media.dir(clipId),
      keepMasters: deps.media.masters.keeps,
    }),
    signal,
  );
}

/** Stores what the render thread sends and moves the clip along. */
async function storeRender(
  deps: GenerationDeps,
  clipId: string,
  messages: AsyncGenerator<RenderMessage>,
  signal?: AbortSignal,
): Promise<void> {
  const { media } = deps;
  let streaming = false;
  for await (const message of messages) {
    // Leaving the loop stops the render thread.
    signal?.throwIfAborted();
    if (message.kind === 'cover') {
      await media.write(clipId, CLIP_FILES.cover, message.bytes);
    } else if (message.kind === 'chunk') {
      await media.appendStream(clipId, message.mp3);
      const first: boolean = !streaming && message.mp3.length > 0;
      streaming ||= first;
      const moved = await updateClip(deps, clipId, {
        ...(first && { status: 'streaming' as const }),
        renderedS: message.untilS,
      });
      // Leaving the loop stops the render of a clip deleted meanwhile.
      if (!moved && (await removedWhileMade(deps, clipId))) return;
    } else if (message.kind === 'done') {
      await media.finishStream(clipId);
      await Promise.all([
        media.finishMp3(clipId, message.mp3),
        media.write(clipId, CLIP_FILES.m4a, message.m4a),
        media.write(clipId, CLIP_FILES.webm, message.webm),
        media.write(clipId, CLIP_FILES.score, message.scoreJson),
      ]);
      const durationS = Number(message.durationS.toFixed(2));
      const completed = await updateClip(deps, clipId, {
        status: 'complete',
        durationS,
        renderedS: durationS,
        hasMedia: true,
        metadata: { provider: message.provider },
      });
      if (!completed) await removedWhileMade(deps, clipId);
    }
  }
}
