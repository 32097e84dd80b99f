import { parseArgs } from 'node:util';
import { coverClip, type CoverOptions } from '../tasks/cover';
import { seedOf, vocalGenderOf } from './flags';
import { UsageError, type Command } from './command';
import { sliderFlag } from './remaster';

const USAGE = `usage: npm run engine -- cover --from DIR [--tags TEXT] [--vocal-gender male|female]
       [--seed N] [--audio-weight X] --out DIR`;

/** `cover`: the clip in --from, same melody, lyrics and form, in another style or voice. */
export const coverCommand: Command = {
  name: 'cover',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        out: { type: 'string' },
        tags: { type: 'string' },
        'vocal-gender': { type: 'string' },
        seed: { type: 'string' },
        'audio-weight': { type: 'string' },
      },
    });
    if (positionals.length > 0) throw new UsageError(USAGE);
    if (!values.from || !values.out) throw new UsageError('--from DIR and --out DIR are required');
    const options: CoverOptions = {};
    if (values.tags !== undefined) options.tags = values.tags;
    const gender = vocalGenderOf(values['vocal-gender']);
    if (gender) options.vocalGender = gender;
    if (values.seed !== undefined) options.seed = seedOf(values.seed);
    const weight = sliderFlag('audio-weight', values['audio-weight']);
    if (weight !== undefined) options.audioWeight = weight;
    return coverClip(values.from, options, values.out);
  },
};
