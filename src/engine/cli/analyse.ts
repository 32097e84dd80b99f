import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { analyseAudio, stemHasVocal } from '../audio/analyse';
import { audioCommand, readClipOrFile, round } from '../audio/cli-support';
import { loadGeneratedStems } from '../audio/stems';
import { detectVocals } from '../audio/vocal-detector';
import { trim, parseRange } from '../audio/range';
import { UsageError, type Command } from './command';

const USAGE = 'usage: npm run engine -- analyse --in FILE|DIR [--trim S:E]';

/**
 * `analyse`: tempo, beats, key and has_vocal (`vocals_detected` for an upload). A clip directory
 * with stems answers has_vocal exactly; a bare file is classified by the trained vocal detector
 * (`has_vocal_method: 'detector'`, approximate outside this engine's renders).
 */
export const analyseCommand: Command = {
  name: 'analyse',
  usage: USAGE,
  run: (argv) =>
    audioCommand(async () => {
      const { values } = parseArgs({
        args: argv,
        options: { in: { type: 'string' }, trim: { type: 'string' } },
      });
      if (!values.in) throw new UsageError(USAGE);
      let buffer = await readClipOrFile(values.in);
      if (values.trim) buffer = trim(buffer, parseRange(values.trim));
      const analysis = analyseAudio(buffer);
      const hasStems =
        !values.trim &&
        statSync(values.in).isDirectory() &&
        existsSync(join(values.in, 'stems', 'vocals.wav'));
      // A clip's own stems answer exactly; a bare file goes to the trained detector.
      let hasVocal: boolean;
      if (hasStems) {
        const stems = await loadGeneratedStems(values.in);
        hasVocal = stemHasVocal(stems.vocals, buffer) || stemHasVocal(stems.backingVocals, buffer);
      } else {
        hasVocal = detectVocals(buffer).hasVocal;
      }
      return {
        duration_s: round(analysis.durationS),
        tempo_bpm: analysis.tempoBpm,
        beats: analysis.beatTimesS.length,
        beat_times_s: analysis.beatTimesS.map((t) => round(t)),
        key: analysis.key.key,
        key_confidence: round(analysis.key.confidence),
        has_vocal: hasVocal,
        has_vocal_method: hasStems ? 'stems' : 'detector',
        status: hasVocal ? 'vocals_detected' : 'complete',
      };
    }),
};
