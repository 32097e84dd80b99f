import { nextMessage, spawnWorker } from '../engine/threads/spawn';
import type { EngineTaskSpec, TaskClipResult } from './tasks/spec';

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
 * Runs an engine task in its own worker thread (the event loop stays free while it renders);
 * stops the thread when `signal` aborts.
 */
export async function runTaskInThread(
  input: TaskInput,
  signal?: AbortSignal,
): Promise<TaskClipResult[]> {
  const worker = spawnWorker(new URL('./task.thread.ts', import.meta.url), input);
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const message = await nextMessage<TaskMessage>(worker);
    signal?.throwIfAborted();
    if (message.kind === 'done') return message.clips;
    const firstLine = message.message.split('\n')[0]!.replace(/^\w+: /, '');
    throw message.input ? new TaskInputError(firstLine) : new Error(message.message);
  } finally {
    signal?.removeEventListener('abort', stop);
    await worker.terminate();
  }
}
