import type { Command } from './command';
import { analyseCommand } from './analyse';
import { convertCommand } from './convert';
import { decodeCommand } from './decode';
import { editCommand } from './edit';
import { samplePackCommand } from './sample-pack';
import { stemsCommand } from './stems';
import { concatCommand } from './concat';
import { coverCommand } from './cover';
import { personaCommand } from './persona';
import { extendCommand } from './extend';
import { infillCommand } from './infill';
import { mergeCommand } from './merge';
import { paintCommand } from './paint';
import { remasterCommand } from './remaster';
import { renderCommand } from './render';
import { uploadExtendCommand } from './upload-extend';

/** Every subcommand of the engine CLI; each task adds one line here. */
export const COMMANDS: readonly Command[] = [
  renderCommand,
  remasterCommand,
  coverCommand,
  personaCommand,
  paintCommand,
  extendCommand,
  concatCommand,
  mergeCommand,
  infillCommand,
  decodeCommand,
  analyseCommand,
  editCommand,
  stemsCommand,
  convertCommand,
  samplePackCommand,
  uploadExtendCommand,
];
