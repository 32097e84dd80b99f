import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { capturePersona } from '../tasks/persona';
import { UsageError, type Command } from './command';

const USAGE = 'usage: npm run engine -- persona --from DIR --out persona.json';

/** `persona`: captures the voice and style of the clip in --from as a persona JSON file. */
export const personaCommand: Command = {
  name: 'persona',
  usage: USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { from: { type: 'string' }, out: { type: 'string' } },
    });
    if (positionals.length > 0) throw new UsageError(USAGE);
    if (!values.from || !values.out) throw new UsageError('--from DIR and --out FILE are required');
    const persona = capturePersona(values.from);
    writeFileSync(values.out, `${JSON.stringify(persona, null, 2)}\n`);
    return {
      task: 'persona',
      voice: persona.voice,
      tempo_bpm: persona.style.tempoBpm,
      programs: persona.style.programs,
    };
  },
};
