import { EngineInputError } from '../pipeline/errors';
import { UsageError } from './command';
import { COMMANDS } from './commands';

const USAGE = COMMANDS.map((command) => command.usage).join('\n\n');

/** Where the CLI writes: stdout gets one JSON line, stderr the messages. */
export interface CliOutput {
  out(line: string): void;
  error(message: unknown): void;
}

const CONSOLE: CliOutput = { out: (line) => console.log(line), error: (m) => console.error(m) };

/** Asking for help: `--help` or `-h` among the flags (before a `--`), or `help` as the command. */
function asksForHelp(argv: string[]): boolean {
  if (argv[0] === 'help') return true;
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/**
 * `npm run engine -- <command> ...`: 0 with one JSON line, 2 for bad input, 1 for a failure.
 * `--help` prints the command's usage (every command's without one) and exits 0.
 */
export async function runCli(argv: string[], output: CliOutput = CONSOLE): Promise<number> {
  const command = COMMANDS.find((candidate) => candidate.name === argv[0]);
  if (asksForHelp(argv)) {
    output.out(command?.usage ?? USAGE);
    return 0;
  }
  try {
    if (!command) throw new UsageError(USAGE);
    output.out(JSON.stringify(await command.run(argv.slice(1))));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof EngineInputError) {
      output.error(`error: ${error.message}`);
      return 2;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      output.error(`error: ${error.message}\n${command?.usage ?? USAGE}`);
      return 2;
    }
    output.error(error);
    return 1;
  }
}

/** Runs the CLI in this process and answers its exit code and what it wrote (for tests). */
export async function runCliCaptured(...argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(argv, {
    out: (line) => stdout.push(line),
    error: (message) => stderr.push(String(message)),
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}
