import { parseArgs } from 'node:util';
import { mergeClips } from '../tasks/merge';
import { UsageError, type Command } from './command';
import { asUsageErrors } from './extend';

const USAGE = 'usage: npm run engine -- merge --clips DIR1,DIR2,... --out DIR';

/** `merge`: clips joined in the order given. */
export const mergeCommand: Command = {
  name: 'merge',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { clips: { type: 'string' }, out: { type: 'string' } },
    });
    if (positionals.length > 0 || !values.clips || !values.out) throw new UsageError(USAGE);
    const clips = values.clips.split(',').filter(Boolean);
    if (clips.length < 2) throw new UsageError('--clips needs at least two clip directories');
    return asUsageErrors(() => mergeClips({ clips, out: values.out! }));
  },
};
