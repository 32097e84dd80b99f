import { parseArgs } from 'node:util';
import { audioCommand, readClipOrFile, round, writeOut } from '../audio/cli-support';
import { convertAudio } from '../audio/convert';
import { SAMPLE_RATE } from '../score';
import { UsageError, type Command } from './command';

const USAGE = 'usage: npm run engine -- convert --from DIR|FILE --to wav|opus --out FILE';

/** `convert`: the spec's convert_wav / convert_opus for a clip, from its WAV or MP3. */
export const convertCommand: Command = {
  name: 'convert',
  usage: USAGE,
  run: (argv) =>
    audioCommand(async () => {
      const { values } = parseArgs({
        args: argv,
        options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
      });
      if (!values.from || !values.out || (values.to !== 'wav' && values.to !== 'opus')) {
        throw new UsageError(USAGE);
      }
      const buffer = await readClipOrFile(values.from);
      const bytes = await convertAudio(buffer, values.to);
      writeOut(values.out, bytes);
      return {
        format: values.to,
        out: values.out,
        bytes: bytes.length,
        duration_s: round(buffer.left.length / SAMPLE_RATE),
      };
    }),
};
