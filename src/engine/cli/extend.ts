import { parseArgs } from 'node:util';
import { extendClip, type ExtendOptions } from '../tasks/extend';
import { JoinInputError } from '../tasks/join-clip';
import { lyricsFrom, seedOf } from './flags';
import { UsageError, type Command } from './command';

const USAGE = `usage: npm run engine -- extend --from DIR [--continue-at SECONDS] [--lyrics-file FILE]
       [--seed N] [--max-duration SECONDS] --out DIR`;

/** `extend`: the continuation of a clip directory from --continue-at, written to --out. */
export const extendCommand: Command = {
  name: 'extend',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        'continue-at': { type: 'string' },
        'lyrics-file': { type: 'string' },
        seed: { type: 'string' },
        'max-duration': { type: 'string' },
        out: { type: 'string' },
      },
    });
    if (positionals.length > 0 || !values.from || !values.out) throw new UsageError(USAGE);
    const options: ExtendOptions = { from: values.from, out: values.out };
    if (values['continue-at'] !== undefined) {
      options.continueAtS = seconds(values['continue-at'], '--continue-at');
    }
    if (values['max-duration'] !== undefined) {
      options.maxDurationS = seconds(values['max-duration'], '--max-duration');
    }
    if (values.seed !== undefined) options.seed = seedOf(values.seed);
    if (values['lyrics-file'] !== undefined) options.lyrics = lyricsFrom(values['lyrics-file']);
    return asUsageErrors(() => extendClip(options));
  },
};

/** A non-negative number of seconds from a flag, or a usage error naming the flag. */
export function seconds(text: string, flag: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new UsageError(`${flag} must be a number of seconds`);
  }
  return value;
}

/** Runs a joining task, reporting its bad-input errors as usage errors (exit 2). */
export async function asUsageErrors<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof JoinInputError) throw new UsageError(error.message);
    throw error;
  }
}
