import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { TaskInput, TaskMessage } from './task-in-thread';
import { runTask } from './tasks/run-task';

const port = parentPort!;

/** In an engine thread: runs one engine task over clip directories and posts what it made. */
export const taskJob = (input: TaskInput): Promise<void> =>
  runTask(input.spec, input.clipId, (id) => join(input.clipsRoot, id)).then(
    (clips) => port.postMessage({ kind: 'done', clips } satisfies TaskMessage),
    (error: unknown) =>
      port.postMessage({
        kind: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        input: error instanceof Error && INPUT_ERRORS.has(error.name),
      } satisfies TaskMessage),
  );

/** The engine's errors for input it cannot use (a range outside the clip...), by class name. */
const INPUT_ERRORS = new Set(['JoinInputError', 'AudioInputError', 'EngineInputError']);
