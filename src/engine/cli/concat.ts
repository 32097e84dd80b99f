import { parseArgs } from 'node:util';
import { concatClips } from '../tasks/concat';
import { UsageError, type Command } from './command';
import { asUsageErrors } from './extend';

const USAGE = 'usage: npm run engine -- concat --chain DIR1,DIR2,... [--infill] --out DIR';

/** `concat` ("get whole song"): an extension chain as one clip. */
export const concatCommand: Command = {
  name: 'concat',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        chain: { type: 'string' },
        infill: { type: 'boolean' },
        out: { type: 'string' },
      },
    });
    if (positionals.length > 0 || !values.chain || !values.out) throw new UsageError(USAGE);
    const chain = values.chain.split(',').filter(Boolean);
    if (chain.length < 2) throw new UsageError('--chain needs at least two clip directories');
    return asUsageErrors(() =>
      concatClips({ chain, out: values.out!, infill: values.infill ?? false }),
    );
  },
};
