import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { askPool, createThreadPool } from './pool';

const ECHO = new URL('./echo.worker.ts', import.meta.url);
type Echo = { double: number; thread: number };

describe('createThreadPool', () => {
  it('runs job after job on one thread, giving each its own answer', async () => {
    const pool = createThreadPool(ECHO);
    const answers = [];
    for (const n of [1, 2, 3]) answers.push(await askPool<Echo>(pool, n));
    expect(answers.map((answer) => answer.double)).toEqual([2, 4, 6]);
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(1);
  });

  it('gives two jobs at once two threads', async () => {
    const pool = createThreadPool(ECHO);
    const answers = await Promise.all([askPool<Echo>(pool, 1), askPool<Echo>(pool, 2)]);
    expect(answers[0]!.thread).not.toBe(answers[1]!.thread);
  });

  it('stops a thread whose job failed, and the next job gets a new one', async () => {
    const pool = createThreadPool(ECHO);
    const first = await askPool<Echo>(pool, 1);
    await expect(askPool<Echo>(pool, -1)).rejects.toThrow('asked to fail');
    const next = await askPool<Echo>(pool, 5);
    expect(next.double).toBe(10);
    expect(next.thread).not.toBe(first.thread);
  });

  it('stops a thread when the job is aborted', async () => {
    const pool = createThreadPool(ECHO);
    const controller = new AbortController();
    controller.abort();
    await expect(askPool<Echo>(pool, 1, controller.signal)).rejects.toThrow();
  });

  it('ends a thread left idle past its time', async () => {
    const pool = createThreadPool(ECHO, {}, 50);
    const worker = pool.acquire();
    // Running first: a thread terminated while it still starts up exits with 0, not 1.
    await once(worker, 'online');
    pool.release(worker);
    const [code] = await once(worker, 'exit');
    expect(code).toBe(1);
    // An ended thread is not handed out again.
    const next = pool.acquire();
    expect(next).not.toBe(worker);
    await next.terminate();
  });
});
