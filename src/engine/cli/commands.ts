import type { Command } from './command';
import { coverCommand } from './cover';
import { remasterCommand } from './remaster';
import { renderCommand } from './render';

/** Every subcommand of the engine CLI; each task adds one line here. */
export const COMMANDS: readonly Command[] = [renderCommand, remasterCommand, coverCommand];
