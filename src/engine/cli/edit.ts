import { parseArgs } from 'node:util';
import { audioCommand, readClipOrFile, round, writeClip } from '../audio/cli-support';
import { changeSpeed, crop, DEFAULT_FADE_OUT_MS, fadeOut } from '../audio/edit';
import { parseRange } from '../audio/range';
import { SAMPLE_RATE } from '../score';
import { UsageError, type Command } from './command';

const USAGE = `usage: npm run engine -- edit --from DIR|FILE --out DIR
       (--crop S:E [--remove] [--fade-ms N] | --fade-out [--fade-ms N]
        | --speed X [--tempo-only] [--range S:E])`;

function number(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new UsageError(`${name} must be a number`);
  return value;
}

/** `edit`: the spec's crop, fade and speed actions on a clip; writes DIR/song.wav. */
export const editCommand: Command = {
  name: 'edit',
  usage: USAGE,
  run: (argv) =>
    audioCommand(async () => {
      const { values } = parseArgs({
        args: argv,
        options: {
          from: { type: 'string' },
          out: { type: 'string' },
          crop: { type: 'string' },
          remove: { type: 'boolean' },
          'fade-ms': { type: 'string' },
          'fade-out': { type: 'boolean' },
          speed: { type: 'string' },
          'tempo-only': { type: 'boolean' },
          range: { type: 'string' },
        },
      });
      const actions = [values.crop, values['fade-out'], values.speed].filter(Boolean).length;
      if (!values.from || !values.out || actions !== 1) throw new UsageError(USAGE);
      const source = await readClipOrFile(values.from);
      const fadeMs = number(values['fade-ms'], '--fade-ms');
      let result;
      let action: string;
      if (values.crop) {
        action = values.remove ? 'crop_remove' : 'crop';
        result = crop(source, { ...parseRange(values.crop), remove: !!values.remove, fadeMs });
      } else if (values['fade-out']) {
        action = 'fade';
        result = fadeOut(source, fadeMs ?? DEFAULT_FADE_OUT_MS);
      } else {
        action = values['tempo-only'] ? 'speed_tempo_only' : 'speed';
        result = changeSpeed(source, {
          factor: number(values.speed, '--speed') ?? 1,
          tempoOnly: !!values['tempo-only'],
          ...(values.range ? { range: parseRange(values.range) } : {}),
        });
      }
      return {
        action,
        out: writeClip(values.out, result),
        source_duration_s: round(source.left.length / SAMPLE_RATE),
        duration_s: round(result.left.length / SAMPLE_RATE),
      };
    }),
};
