import { parseArgs } from 'node:util';
import type { SongRequest } from '../pipeline/plan';
import { renderToDirectory } from '../pipeline/render-to-dir';
import { providerFromEnv, ProviderConfigError } from '../providers';
import { generateToDirectory } from '../providers/to-directory';
import { CONTROL_FLAGS, CONTROL_USAGE, readControls } from '../tasks/sliders-flags';
import { lyricsFrom, seedOf, vocalGenderOf } from './flags';
import { UsageError, type Command } from './command';

const USAGE = `usage: npm run engine -- render (--description TEXT | --lyrics-file FILE --tags TEXT)
       [--negative-tags TEXT] [--title TEXT] [--instrumental] [--vocal-gender male|female]
       [--model NAME] [--seed N] [--max-duration SECONDS] [--provider procedural|acestep] --out DIR
       (acestep reads ACESTEP_URL and ACESTEP_API_KEY, and writes no WAV files or stems)
${CONTROL_USAGE}`;

function readRequest(argv: string[]): { request: SongRequest; out: string; provider?: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      description: { type: 'string' },
      'lyrics-file': { type: 'string' },
      tags: { type: 'string' },
      'negative-tags': { type: 'string' },
      title: { type: 'string' },
      instrumental: { type: 'boolean' },
      'vocal-gender': { type: 'string' },
      model: { type: 'string' },
      seed: { type: 'string' },
      'max-duration': { type: 'string' },
      out: { type: 'string' },
      provider: { type: 'string' },
      ...CONTROL_FLAGS,
    },
  });
  if (positionals.length > 0) throw new UsageError(USAGE);
  const provider = values.provider;
  if (provider !== undefined && provider !== 'procedural' && provider !== 'acestep') {
    throw new UsageError('--provider must be procedural or acestep');
  }
  if (!values.out) throw new UsageError('--out DIR is required');
  const gender = vocalGenderOf(values['vocal-gender']);
  const seed = values.seed === undefined ? 1 : seedOf(values.seed);
  let lyrics: string | undefined;
  if (values['lyrics-file'] !== undefined) lyrics = lyricsFrom(values['lyrics-file']);
  const request: SongRequest = { seed };
  if (values.description !== undefined) request.description = values.description;
  if (lyrics !== undefined) request.lyrics = lyrics;
  if (values.tags !== undefined) request.tags = values.tags;
  if (values['negative-tags'] !== undefined) request.negativeTags = values['negative-tags'];
  if (values.title !== undefined) request.title = values.title;
  if (values.instrumental) request.instrumental = true;
  if (gender) request.vocalGender = gender;
  if (values.model !== undefined) request.model = values.model;
  if (values['max-duration'] !== undefined) {
    const limit = Number(values['max-duration']);
    if (!(limit > 0)) throw new UsageError('--max-duration must be a positive number of seconds');
    request.maxDurationS = limit;
  }
  const controls = readControls(values);
  if (controls) request.controls = controls;
  if (!request.description?.trim() && !request.lyrics && !request.tags?.trim()) {
    throw new UsageError('give --description TEXT, or --lyrics-file FILE with --tags TEXT');
  }
  return { request, out: values.out, ...(provider && { provider }) };
}

/** `render`: a song from a description or lyrics + styles, every output written to --out. */
export const renderCommand: Command = {
  name: 'render',
  usage: USAGE,
  async run(argv) {
    const { request, out, provider } = readRequest(argv);
    if (provider !== 'acestep') return renderToDirectory(request, out);
    try {
      const acestep = providerFromEnv({ ...process.env, ENGINE_PROVIDER: 'acestep' });
      return await generateToDirectory(acestep, request, out);
    } catch (error) {
      if (error instanceof ProviderConfigError) throw new UsageError(error.message);
      throw error;
    }
  },
};
