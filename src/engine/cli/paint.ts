import { parseArgs } from 'node:util';
import { paintClip, type PaintOptions } from '../tasks/paint';
import { seedOf, vocalGenderOf } from './flags';
import { UsageError, type Command } from './command';
import { sliderFlag } from './remaster';

const USAGE = `usage: npm run engine -- paint --from DIR --mode under|over [--start S] [--end S]
       [--tags TEXT] [--vocal-gender male|female] [--seed N] [--audio-weight X] --out DIR`;

const seconds = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === '' || !(number >= 0)) throw new UsageError(`--${name} must be seconds >= 0`);
  return number;
};

/** `paint`: new accompaniment under the clip's vocals (under) or new vocals over its instrumental (over). */
export const paintCommand: Command = {
  name: 'paint',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        out: { type: 'string' },
        mode: { type: 'string' },
        start: { type: 'string' },
        end: { type: 'string' },
        tags: { type: 'string' },
        'vocal-gender': { type: 'string' },
        seed: { type: 'string' },
        'audio-weight': { type: 'string' },
      },
    });
    if (positionals.length > 0) throw new UsageError(USAGE);
    if (!values.from || !values.out) throw new UsageError('--from DIR and --out DIR are required');
    if (values.mode !== 'under' && values.mode !== 'over') {
      throw new UsageError('--mode must be under or over');
    }
    const options: PaintOptions = { mode: values.mode };
    const start = seconds('start', values.start);
    if (start !== undefined) options.startS = start;
    const end = seconds('end', values.end);
    if (end !== undefined) options.endS = end;
    if (values.tags !== undefined) options.tags = values.tags;
    const gender = vocalGenderOf(values['vocal-gender']);
    if (gender) options.vocalGender = gender;
    if (values.seed !== undefined) options.seed = seedOf(values.seed);
    const weight = sliderFlag('audio-weight', values['audio-weight']);
    if (weight !== undefined) options.audioWeight = weight;
    return paintClip(values.from, options, values.out);
  },
};
