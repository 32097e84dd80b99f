import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { audioCommand, readClipOrFile, round, writeOut } from '../audio/cli-support';
import { loadGeneratedStems, separateApproximately, stemClips, stemSumError } from '../audio/stems';
import { encodeWav } from '../encode/wav';
import { UsageError, type Command } from './command';

const USAGE = 'usage: npm run engine -- stems (--from DIR | --in FILE) --out DIR';

/**
 * `stems`: Vocals, Backing_Vocals and Instrumental WAVs plus stems.json. A generated clip's own
 * stems (exact); for any other audio an approximate separation.
 */
export const stemsCommand: Command = {
  name: 'stems',
  usage: USAGE,
  run: (argv) =>
    audioCommand(async () => {
      const { values } = parseArgs({
        args: argv,
        options: { from: { type: 'string' }, in: { type: 'string' }, out: { type: 'string' } },
      });
      const source = values.from ?? values.in;
      if (!source || !values.out || (values.from && values.in)) throw new UsageError(USAGE);
      const mix = await readClipOrFile(source);
      const generated =
        statSync(source).isDirectory() && existsSync(join(source, 'stems', 'vocals.wav'));
      const exact = generated ? await loadGeneratedStems(source) : null;
      const stems = exact ?? separateApproximately(mix);
      const files = {
        Vocals: stems.vocals,
        Backing_Vocals: stems.backingVocals,
        Instrumental: stems.instrumental,
      };
      const clips = stemClips(stems, mix).map((clip) => {
        const file = `${clip.stem_type_group_name.toLowerCase()}.wav`;
        writeOut(join(values.out!, file), encodeWav(files[clip.stem_type_group_name]));
        return { ...clip, file };
      });
      const summary = {
        method: stems.method,
        sum_error: stemSumError(stems, mix),
        ...(exact
          ? {
              raw_sum_error: round(exact.rawSumError, 4),
              limiter_residual_db: round(exact.residualDb, 1),
            }
          : {}),
        stems: clips,
      };
      writeOut(
        join(values.out, 'stems.json'),
        new TextEncoder().encode(`${JSON.stringify(summary, null, 2)}\n`),
      );
      return {
        ...summary,
        sum_error: Number(summary.sum_error.toExponential(2)),
        duration_s: round(mix.left.length / 44_100),
      };
    }),
};
