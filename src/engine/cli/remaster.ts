import { parseArgs } from 'node:util';
import { remasterClip } from '../tasks/remaster';
import type { RemasterSliders } from '../tasks/remaster-fx';
import { UsageError, type Command } from './command';

const USAGE = `usage: npm run engine -- remaster --from DIR [--freedom X] [--tone X] [--clarity X]
       [--strength X] [--stereo-width X] --out DIR   (each slider 0..1)`;

const SLIDERS = {
  freedom: 'freedom',
  tone: 'tone',
  clarity: 'clarity',
  strength: 'strength',
  'stereo-width': 'stereoWidth',
} as const satisfies Record<string, keyof RemasterSliders>;

/** A 0..1 slider flag, or undefined when not given. */
export function sliderFlag(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === '' || !(number >= 0 && number <= 1)) {
    throw new UsageError(`--${name} must be a number from 0 to 1`);
  }
  return number;
}

/** `remaster`: the clip in --from again with the remaster sliders, written to --out. */
export const remasterCommand: Command = {
  name: 'remaster',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        out: { type: 'string' },
        ...Object.fromEntries(Object.keys(SLIDERS).map((flag) => [flag, { type: 'string' }])),
      } as Record<string, { type: 'string' }>,
    });
    if (positionals.length > 0) throw new UsageError(USAGE);
    if (!values.from || !values.out) throw new UsageError('--from DIR and --out DIR are required');
    const sliders: Partial<RemasterSliders> = {};
    for (const [flag, key] of Object.entries(SLIDERS)) {
      const value = sliderFlag(flag, values[flag] as string | undefined);
      if (value !== undefined) sliders[key] = value;
    }
    return remasterClip(values.from as string, sliders, values.out as string);
  },
};
