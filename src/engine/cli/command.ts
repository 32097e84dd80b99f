/** Bad command-line input: the CLI prints it and exits with 2. */
export class UsageError extends Error {}

/**
 * One subcommand of `npm run engine -- <name> ...`: it reads its own flags (after the name) and
 * answers the figures printed as one JSON line.
 */
export interface Command {
  name: string;
  /** Shown with `--help` and after a usage error. */
  usage: string;
  run(argv: string[]): Promise<unknown>;
}
