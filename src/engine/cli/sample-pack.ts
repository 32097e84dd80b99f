import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { audioCommand, readClipOrFile, writeOut } from '../audio/cli-support';
import { generateSamplePack } from '../audio/sample-pack';
import { loadGeneratedStems, separateApproximately } from '../audio/stems';
import { UsageError, type Command } from './command';

const USAGE = 'usage: npm run engine -- sample-pack --from DIR|FILE --out FILE.zip';

/** `sample-pack`: the spec's generate_sample_pack, loops and one-shots in a zip. */
export const samplePackCommand: Command = {
  name: 'sample-pack',
  usage: USAGE,
  run: (argv) =>
    audioCommand(async () => {
      const { values } = parseArgs({
        args: argv,
        options: { from: { type: 'string' }, out: { type: 'string' } },
      });
      if (!values.from || !values.out) throw new UsageError(USAGE);
      const mix = await readClipOrFile(values.from);
      const generated =
        statSync(values.from).isDirectory() && existsSync(join(values.from, 'stems', 'vocals.wav'));
      const stems = generated ? await loadGeneratedStems(values.from) : separateApproximately(mix);
      const pack = generateSamplePack(mix, stems);
      writeOut(values.out, pack.zip);
      return {
        out: values.out,
        bytes: pack.zip.length,
        tempo_bpm: pack.tempoBpm,
        key: pack.key,
        stems_method: stems.method,
        loops: pack.files.filter((name) => name.startsWith('loops/')).length,
        one_shots: pack.files.filter((name) => name.startsWith('one_shots/')).length,
      };
    }),
};
