import { askPool } from '../engine/threads/pool';
import { engineThreads, type EngineJob } from './engine-threads';
import type { MasterRetention } from '../server/storage/masters';
import { madeBy, sourcesOf, type EngineTaskSpec, type TaskClipResult } from './tasks/spec';

export interface TaskInput {
  spec: EngineTaskSpec;
  /** The clip the job was sent for. */
  clipId: string;
  /** The directory holding every clip's directory, by id. */
  clipsRoot: string;
}

export type TaskMessage =
  { kind: 'done'; clips: TaskClipResult[] } | { kind: 'error'; message: string; input: boolean };

/** Raised when the engine refused the task's input: the clip fails with that message. */
export class TaskInputError extends Error {
  override name = 'TaskInputError';
}

/**
 * Runs an engine task in a worker thread (the event loop stays free while it renders);
 * stops the thread when `signal` aborts. The clips it reads and makes are held meanwhile, and
 * their masters let go afterwards as `masters` says.
 */
export async function runTaskInThread(
  input: TaskInput,
  signal?: AbortSignal,
  masters?: MasterRetention,
): Promise<TaskClipResult[]> {
  const ask = () =>
    askPool<TaskMessage>(engineThreads, { kind: 'task', input } satisfies EngineJob, signal);
  const clips = [...sourcesOf(input.spec), ...madeBy(input.spec, input.clipId)];
  const message = await (masters ? masters.use(clips, ask) : ask());
  if (message.kind === 'done') return message.clips;
  const firstLine = message.message.split('\n')[0]!.replace(/^\w+: /, '');
  throw message.input ? new TaskInputError(firstLine) : new Error(message.message);
}
