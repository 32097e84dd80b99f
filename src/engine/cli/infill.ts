import { parseArgs } from 'node:util';
import { INFILL_KINDS, infillClip, type InfillKind, type InfillOptions } from '../tasks/infill';
import { UsageError, type Command } from './command';
import { asUsageErrors, seconds } from './extend';
import { seedOf } from './flags';

const USAGE = `usage: npm run engine -- infill --from DIR [--start SECONDS] [--end SECONDS] [--dur SECONDS]
       [--kind infill|infill_intro|infill_outro] [--context-start SECONDS] [--context-end SECONDS]
       [--seed N] --out DIR`;

const FLAGS = {
  start: 'startS',
  end: 'endS',
  dur: 'durS',
  'context-start': 'contextStartS',
  'context-end': 'contextEndS',
} as const;

/** `infill`: a range of a clip regenerated, the rest kept sample for sample. */
export const infillCommand: Command = {
  name: 'infill',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        start: { type: 'string' },
        end: { type: 'string' },
        dur: { type: 'string' },
        kind: { type: 'string' },
        'context-start': { type: 'string' },
        'context-end': { type: 'string' },
        seed: { type: 'string' },
        out: { type: 'string' },
      },
    });
    if (positionals.length > 0 || !values.from || !values.out) throw new UsageError(USAGE);
    const kind = values.kind ?? 'infill';
    if (!INFILL_KINDS.includes(kind as InfillKind)) {
      throw new UsageError(`--kind must be one of ${INFILL_KINDS.join(', ')}`);
    }
    const options: InfillOptions = { from: values.from, out: values.out, kind: kind as InfillKind };
    for (const [flag, field] of Object.entries(FLAGS)) {
      const text = values[flag as keyof typeof FLAGS];
      if (text !== undefined) options[field] = seconds(text, `--${flag}`);
    }
    if (values.seed !== undefined) options.seed = seedOf(values.seed);
    return asUsageErrors(() => infillClip(options));
  },
};
