import { parentPort, threadId } from 'node:worker_threads';
import { serveJobs } from './serve';

/** A thread for the pool's tests: answers each number with its double and its thread's id; throws on -1. */
serveJobs<number>(async (n) => {
  if (n === -1) throw new Error('asked to fail');
  parentPort!.postMessage({ double: n * 2, thread: threadId });
});
