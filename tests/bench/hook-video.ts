import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { renderVideoInThread } from '../../src/worker/video-in-thread';
import { makeTestVideo } from '../helpers/test-video';
import { probeMedia, type MediaProbe } from '../helpers/probe-media';
import { readFile } from 'node:fs/promises';

/**
 * Issue 18's figure for a hook: `seconds` of an upright 720p upload (30 fps, with its own
 * sound) cut, scaled, the song's range mixed under it and its lyrics burned in, rendered as a
 * video worker renders a hook. Returns each run's wall and CPU seconds and the result's probe;
 * prints them with the 1-minute load average before and after each run (the machine is shared).
 */
export async function benchHook(
  songDir: string,
  lyrics: string,
  seconds: number,
  runs: number,
): Promise<{ runs: { wallS: number; cpuS: number }[]; probe: MediaProbe }> {
  const upload = join(songDir, 'upload.mp4');
  await writeFile(upload, await makeTestVideo({ seconds: seconds + 2, width: 720, height: 1280 }));
  const outFile = join(songDir, 'hook.mp4');
  const times: { wallS: number; cpuS: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const loadBefore = loadavg()[0]!;
    const started = performance.now();
    const cpu = process.cpuUsage();
    await renderVideoInThread({
      kind: 'hook',
      clipDir: songDir,
      lyrics,
      song: { startS: 0, endS: seconds, volume: 1 },
      video: { file: upload, startS: 1, endS: 1 + seconds, volume: 0.5, hasAudio: true },
      outFile,
    });
    const used = process.cpuUsage(cpu);
    times.push({
      wallS: (performance.now() - started) / 1000,
      cpuS: (used.user + used.system) / 1e6,
    });
    const { wallS, cpuS } = times.at(-1)!;
    console.log(
      `hook run ${run + 1}: ${wallS.toFixed(2)} s, ${cpuS.toFixed(2)} CPU s, ` +
        `load ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  return { runs: times, probe: await probeMedia(new Uint8Array(await readFile(outFile))) };
}
