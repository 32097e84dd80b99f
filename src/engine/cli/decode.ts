import { parseArgs } from 'node:util';
import { SAMPLE_RATE } from '../score';
import { audioCommand, readClipOrFile, round, writeClip } from '../audio/cli-support';
import { UsageError, type Command } from './command';

const USAGE = 'usage: npm run engine -- decode --in FILE --out DIR';

/** `decode`: an uploaded file (mp3, wav, flac, ogg/opus, m4a, webm) to DIR/song.wav at 44.1 kHz. */
export const decodeCommand: Command = {
  name: 'decode',
  usage: USAGE,
  run: (argv) =>
    audioCommand(async () => {
      const { values } = parseArgs({
        args: argv,
        options: { in: { type: 'string' }, out: { type: 'string' } },
      });
      if (!values.in || !values.out) throw new UsageError(USAGE);
      const buffer = await readClipOrFile(values.in);
      return {
        out: writeClip(values.out, buffer),
        duration_s: round(buffer.left.length / SAMPLE_RATE),
        sample_rate: SAMPLE_RATE,
        channels: 2,
      };
    }),
};
