import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToDirectory } from '../../src/engine/pipeline/render-to-dir';
import type { SongVideoInput } from '../../src/video/song-video';
import { renderVideoInThread } from '../../src/worker/video-in-thread';
import { probeMedia } from '../helpers/probe-media';
import { reportFigures } from './budget';
import { benchHook } from './hook-video';
import { LYRICS, SEED, TAGS } from './song';

/**
 * Issue 18: a 30-second 720p video with its sound and the lyrics burned in, rendered as a video
 * worker renders a clip's video (an engine thread, whose frames two encoder threads paint and
 * encode, then the mux), in at most 15 s: the figure for a hook. RUNS renders of one
 * song, the first from cold threads (ffmpeg's WASM compiled afresh), the median held to the
 * budget; the CPU seconds of the whole process and the load average are printed beside them,
 * as other work on the machine stretches the wall time.
 */
const BUDGET = { medianS: 15 };
const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 3);
const SECONDS = 30;
/** BENCH_VIDEO_ONLY=hook times the hook alone (issue 18's figure), without the song's video. */
const HOOK_ONLY = process.env.BENCH_VIDEO_ONLY === 'hook';

const dir = await mkdtemp(join(tmpdir(), 'openchirp-bench-video-'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const song = await renderToDirectory(
    {
      seed: SEED,
      lyrics: LYRICS,
      tags: TAGS,
      title: 'City Never Sleeps',
      maxDurationS: SECONDS + 10,
    },
    dir,
  );
  // The engine ends a song at a section's end: render more, and show the first SECONDS of it.
  if (song.duration_s < SECONDS)
    throw new Error(`the song is ${song.duration_s} s, under ${SECONDS} s`);
  const input: SongVideoInput = {
    kind: 'clipVideo',
    clipDir: dir,
    coverFile: join(dir, 'cover.png'),
    title: song.title,
    handle: 'bench',
    lyrics: LYRICS,
    durationS: SECONDS,
    outFile: join(dir, 'video.mp4'),
  };
  const loadBefore = loadavg()[0]!;
  const runs: { wallS: number; cpuS: number }[] = [];
  for (let run = 0; run < (HOOK_ONLY ? 0 : RUNS); run += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await renderVideoInThread(input);
    const used = process.cpuUsage(cpu);
    runs.push({
      wallS: (performance.now() - started) / 1000,
      cpuS: (used.user + used.system) / 1e6,
    });
    console.log(
      `run ${run + 1}: ${runs.at(-1)!.wallS.toFixed(2)} s, ${runs.at(-1)!.cpuS.toFixed(2)} CPU s`,
    );
  }
  const probe = HOOK_ONLY ? null : await probeMedia(new Uint8Array(await readFile(input.outFile)));
  const ok =
    probe?.video?.codec === 'h264' &&
    probe.video.width === 1280 &&
    probe.video.height === 720 &&
    probe.audio?.codec === 'aac' &&
    Math.abs(probe.durationS - SECONDS) < 0.5;
  if (probe) console.log(`video: ${JSON.stringify(probe)}`);
  console.log(
    `load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, on ${cpus().length} cores`,
  );
  const hook = await benchHook(dir, LYRICS, SECONDS, RUNS);
  const hookOk =
    hook.probe.video?.codec === 'h264' &&
    hook.probe.video.width === 720 &&
    hook.probe.video.height === 1280 &&
    hook.probe.audio?.codec === 'aac' &&
    Math.abs(hook.probe.durationS - SECONDS) < 0.5;
  console.log(`hook: ${JSON.stringify(hook.probe)}`);
  reportFigures('video', [
    {
      name: 'hook render, median (30 s upload, 720 × 1280, lyrics, two sounds)',
      value: median(hook.runs.map((r) => r.wallS)),
      budget: BUDGET.medianS,
      unit: 's',
      meets: 'atMost',
    },
    {
      name: 'hook CPU seconds per render, median',
      value: median(hook.runs.map((r) => r.cpuS)),
      budget: BUDGET.medianS * 2,
      unit: 's',
      meets: 'atMost',
    },
    {
      name: 'a playable upright H.264/AAC MP4 of the hook',
      value: hookOk ? 1 : 0,
      budget: 1,
      unit: '',
      meets: 'atLeast',
    },
    ...(HOOK_ONLY ? [] : songFigures(runs, ok)),
  ]);
} finally {
  await rm(dir, { recursive: true, force: true });
}

function songFigures(runs: { wallS: number; cpuS: number }[], ok: boolean) {
  return [
    {
      name: 'render, median (30 s, 720p, 24 fps)',
      value: median(runs.map((r) => r.wallS)),
      budget: BUDGET.medianS,
      unit: 's',
      meets: 'atMost',
    },
    {
      name: 'render, cold threads',
      value: runs[0]!.wallS,
      budget: BUDGET.medianS,
      unit: 's',
      meets: 'atMost',
    },
    {
      // Two cores for 15 s: more than this could not meet the budget even on an idle machine.
      name: 'CPU seconds per render, median',
      value: median(runs.map((r) => r.cpuS)),
      budget: BUDGET.medianS * 2,
      unit: 's',
      meets: 'atMost',
    },
    {
      name: 'a playable H.264/AAC MP4 of the song',
      value: ok ? 1 : 0,
      budget: 1,
      unit: '',
      meets: 'atLeast',
    },
  ] as const;
}
process.exit(process.exitCode ?? 0);
