import type { Worker } from 'node:worker_threads';
import type { Score, StereoBuffer } from '../score';
import { createThreadPool } from '../threads/pool';
import type { InstrumentSpanJob, SynthWarmJob } from './instruments.worker';

/** Instruments rendered ahead in worker threads, handed out section by section. */
export interface ThreadedInstruments {
  /** The chunk up to the next section end (or, after the last, the rest of the song). */
  next(): Promise<StereoBuffer>;
  close(): Promise<void>;
}

/**
 * How far before its span a worker starts playing notes, so that notes ringing into the
 * span are heard: longer than any note plus its release in our arrangements.
 */
export const SPAN_PREROLL_S = 8;

/**
 * Splits the song at section ends into `threads` spans of about equal length, each
 * rendered by its own worker and synth: on two cores the instruments take about half
 * the time, and the first span still arrives first for streaming.
 */
export function planSpans(score: Score, sectionEnds: readonly number[], threads: number) {
  const spans: { fromS: number; untilS: number[] }[] = [];
  let current: { fromS: number; untilS: number[] } = { fromS: 0, untilS: [] };
  for (const end of sectionEnds) {
    current.untilS.push(end);
    const boundary = (score.duration * (spans.length + 1)) / threads;
    if (end >= boundary && spans.length < threads - 1 && end < score.duration) {
      spans.push(current);
      current = { fromS: end, untilS: [] };
    }
  }
  spans.push(current);
  return spans;
}

/** The score a span's worker plays: only notes that can sound inside its span. */
function spanScore(score: Score, fromS: number, toS: number): Score {
  const start = fromS - SPAN_PREROLL_S;
  return {
    ...score,
    tracks: score.tracks.map((track) => ({
      ...track,
      notes: track.notes.filter((note) => note.start >= start && note.start < toS),
    })),
  };
}

/** Synth threads, kept warm between songs: each loads the SoundFont and decodes its samples once. */
const synths = createThreadPool(new URL('./instruments.worker.ts', import.meta.url));

/**
 * Songs up to this long give their synth threads back for the next song; a longer song's
 * threads end as soon as their span is sent. A thread keeps its decoded samples (~75 MB): through
 * a 3-minute song's mastering that raised the peak from 1.51 to 1.66 GB, while its start (~0.7 s
 * of CPU) is small beside such a render and large beside a short song's or a task's.
 */
export const SYNTH_KEEP_MAX_S = 60;

/** The synth threads a song's instruments take (`renderInstrumentsThreaded`). */
const SONG_SYNTH_THREADS = 2;

/**
 * Starts a song's synth threads (module graph and SoundFont, ~1.1 s and ~0.3 s here) before the
 * song is planned, so they are ready, or nearly, when its first span is asked for: they wait in
 * the pool, and a span posted meanwhile queues behind the warm-up on the same thread.
 */
export function warmSynthThreads(count = SONG_SYNTH_THREADS): void {
  const threads = Array.from({ length: count }, () => synths.acquire());
  for (const thread of threads) {
    thread.postMessage({ warm: true } satisfies SynthWarmJob);
    synths.release(thread);
  }
}

export function renderInstrumentsThreaded(
  score: Score,
  sectionEnds: readonly number[],
  threads = SONG_SYNTH_THREADS,
): ThreadedInstruments {
  const spans = planSpans(score, sectionEnds, threads);
  const workers: Worker[] = spans.map((span, index) => {
    const last = index === spans.length - 1;
    const job: InstrumentSpanJob = {
      score: spanScore(score, span.fromS, last ? Infinity : span.untilS.at(-1)!),
      fromS: span.fromS,
      untilS: span.untilS,
      last,
    };
    const worker = synths.acquire();
    worker.postMessage(job);
    return worker;
  });
  const counts = spans.map(
    (span, index) => span.untilS.length + (index === spans.length - 1 ? 1 : 0),
  );
  const keep = score.duration <= SYNTH_KEEP_MAX_S;
  // A thread that sent its whole span serves the next song, or ends to free its memory.
  const done = (worker: Worker) => (keep ? synths.release(worker) : void worker.terminate());
  const queues = workers.map((worker, index) =>
    chunkQueue(worker, counts[index]!, () => done(worker)),
  );
  let span = 0;
  let taken = 0;
  return {
    next() {
      while (span < counts.length - 1 && taken === counts[span]) {
        span += 1;
        taken = 0;
      }
      taken += 1;
      return queues[span]!.next();
    },
    async close() {
      // A thread cut short of its span is stopped (the others were handed back as they finished).
      await Promise.all(
        workers.map(async (worker, index) => {
          if (!queues[index]!.complete()) await worker.terminate();
        }),
      );
    },
  };
}

/**
 * Buffers a worker's `expected` chunks so none is lost while the main thread is busy; calls
 * `finished` once the last has arrived.
 */
function chunkQueue(worker: Worker, expected: number, finished: () => void) {
  const ready: StereoBuffer[] = [];
  let received = 0;
  const waiting: { resolve: (chunk: StereoBuffer) => void; reject: (e: Error) => void }[] = [];
  let failure: Error | null = null;
  worker.on('message', (chunk: StereoBuffer) => {
    received += 1;
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(chunk);
    else ready.push(chunk);
    if (received === expected) finished();
  });
  worker.on('error', (error) => {
    failure = error;
    waiting.splice(0).forEach((waiter) => waiter.reject(error));
  });
  return {
    /** Whether every chunk of the span arrived (the thread's job is over). */
    complete: () => received === expected && !failure,
    next: () =>
      new Promise<StereoBuffer>((resolve, reject) => {
        const chunk = ready.shift();
        if (chunk) resolve(chunk);
        else if (failure) reject(failure);
        else waiting.push({ resolve, reject });
      }),
  };
}
