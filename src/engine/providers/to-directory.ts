import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SongRequest } from '../pipeline/plan';
import type { EngineProvider, ProviderStage } from './provider';

/**
 * Runs one song on `provider` and writes what it gives into `out` (song.mp3/.webm/.m4a,
 * cover.png, score.json); returns the figures the CLI prints.
 */
export async function generateToDirectory(
  provider: EngineProvider,
  song: SongRequest,
  out: string,
) {
  const started = performance.now();
  const seconds = () => Number(((performance.now() - started) / 1000).toFixed(2));
  mkdirSync(out, { recursive: true });
  let firstAudioS: number | null = null;
  const stages: Partial<Record<ProviderStage, number>> = {};
  for await (const event of provider.generate({ task: 'generate', song })) {
    if (event.kind === 'cover') writeFileSync(join(out, 'cover.png'), event.bytes);
    else if (event.kind === 'progress') stages[event.stage] = seconds();
    else if (event.kind === 'chunk') firstAudioS ??= seconds();
    else {
      writeFileSync(join(out, 'song.mp3'), event.mp3);
      writeFileSync(join(out, 'song.webm'), event.webm);
      writeFileSync(join(out, 'song.m4a'), event.m4a);
      writeFileSync(join(out, 'score.json'), `${event.scoreJson}\n`);
      const renderS = seconds();
      return {
        provider: event.provider,
        duration_s: Number(event.durationS.toFixed(2)),
        render_s: renderS,
        first_audio_s: firstAudioS ?? renderS,
        title: event.title,
        stages_s: stages,
      };
    }
  }
  throw new Error(`${provider.id} ended without a song`);
}
