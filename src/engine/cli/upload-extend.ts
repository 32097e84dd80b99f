import { parseArgs } from 'node:util';
import { audioCommand } from '../audio/cli-support';
import { uploadExtend, type UploadExtendOptions } from '../tasks/upload-extend';
import { UsageError, type Command } from './command';
import { asUsageErrors, seconds } from './extend';
import { lyricsFrom, seedOf } from './flags';

const USAGE = `usage: npm run engine -- upload-extend --in FILE [--continue-at SECONDS] [--tags TAGS]
       [--lyrics-file FILE] [--seed N] [--max-duration SECONDS] --out DIR`;

/** `upload-extend`: an uploaded file continued in its tempo and key, the upload as the opening. */
export const uploadExtendCommand: Command = {
  name: 'upload-extend',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        in: { type: 'string' },
        'continue-at': { type: 'string' },
        tags: { type: 'string' },
        'lyrics-file': { type: 'string' },
        seed: { type: 'string' },
        'max-duration': { type: 'string' },
        out: { type: 'string' },
      },
    });
    if (positionals.length > 0 || !values.in || !values.out) throw new UsageError(USAGE);
    const options: UploadExtendOptions = {
      upload: values.in,
      seed: values.seed === undefined ? 0 : seedOf(values.seed),
    };
    if (values['continue-at'] !== undefined) {
      options.continueAt = seconds(values['continue-at'], '--continue-at');
    }
    if (values['max-duration'] !== undefined) {
      options.maxDurationS = seconds(values['max-duration'], '--max-duration');
    }
    if (values.tags !== undefined) options.tags = values.tags;
    if (values['lyrics-file'] !== undefined) options.lyrics = lyricsFrom(values['lyrics-file']);
    const out = values.out;
    return audioCommand(() => asUsageErrors(() => uploadExtend(options, out)));
  },
};
