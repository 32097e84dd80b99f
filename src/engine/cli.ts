import { EngineInputError } from './pipeline/errors';
import { UsageError } from './cli/command';
import { COMMANDS } from './cli/commands';

const USAGE = COMMANDS.map((command) => command.usage).join('\n\n');

/** `npm run engine -- <command> ...`: exit 0 with one JSON line, 2 for bad input, 1 for a failure. */
async function main(argv: string[]): Promise<number> {
  const command = COMMANDS.find((candidate) => candidate.name === argv[0]);
  try {
    if (!command) throw new UsageError(USAGE);
    console.log(JSON.stringify(await command.run(argv.slice(1))));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof EngineInputError) {
      console.error(`error: ${error.message}`);
      return 2;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`error: ${error.message}\n${command?.usage ?? USAGE}`);
      return 2;
    }
    console.error(error);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
