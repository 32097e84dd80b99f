/**
 * One-bar drum grooves per drum style, as sixteenth-note strings per General
 * MIDI kit note: 'x' accent, 'o' normal, 'g' ghost, '.' rest. A 32-character
 * string spans two bars (clave patterns).
 */
import type { DrumStyle } from '../score';

export const KICK = 36;
export const SIDE_STICK = 37;
export const SNARE = 38;
export const CLAP = 39;
export const CLOSED_HAT = 42;
export const PEDAL_HAT = 44;
export const OPEN_HAT = 46;
export const CRASH = 49;
export const RIDE = 51;
export const CLAVES = 75;
export const TOMS = [50, 48, 47, 45] as const;

export type Groove = Readonly<Record<number, string>>;

export const GROOVES: Record<Exclude<DrumStyle, 'none'>, Groove> = {
  rock: {
    [KICK]: 'x.......x.x.....',
    [SNARE]: '....x.......x...',
    [CLOSED_HAT]: 'x.o.x.o.x.o.x.o.',
  },
  pop: {
    [KICK]: 'x.....o.x.o.....',
    [SNARE]: '....x.......x...',
    [CLOSED_HAT]: 'x.o.x.o.x.o.x.o.',
  },
  fourOnFloor: {
    [KICK]: 'x...x...x...x...',
    [CLAP]: '....x.......x...',
    [OPEN_HAT]: '..o...o...o...o.',
    [CLOSED_HAT]: 'g.g.g.g.g.g.g.g.',
  },
  hiphop: {
    [KICK]: 'x......o.ox.....',
    [SNARE]: '....x.......x...',
    [CLOSED_HAT]: 'x.o.x.o.x.o.x.o.',
  },
  trap: {
    [KICK]: 'x......x..x.....',
    [CLAP]: '........x.......',
    [CLOSED_HAT]: 'xoxoxoxoxoxoxoxo',
  },
  halftime: {
    [KICK]: 'x.........x.....',
    [SNARE]: '........x.......',
    [CLOSED_HAT]: 'x.o.x.o.x.o.x.o.',
  },
  shuffle: {
    [KICK]: 'x.......x.o.....',
    [SNARE]: '....x.......x...',
    [CLOSED_HAT]: 'x.o.x.o.x.o.x.o.',
  },
  reggae: {
    [KICK]: 'x.......x.......',
    [SIDE_STICK]: '....o.......o...',
    [CLOSED_HAT]: '..o...o...o...o.',
  },
  latin: {
    [KICK]: 'x.....o.x.....o.',
    [CLAVES]: 'o.....o.....o.......o...o.......',
    [CLOSED_HAT]: 'o.g.o.g.o.g.o.g.',
  },
  jazz: { [RIDE]: 'x...o.g.x...o.g.', [PEDAL_HAT]: '....o.......o...', [KICK]: 'g.......g.......' },
  breakbeat: {
    [KICK]: 'x.o.......xo....',
    [SNARE]: '....x..g.g..x..g',
    [CLOSED_HAT]: 'x.o.x.o.x.o.x.o.',
  },
};

/** Velocity for a pattern character, or 0 for a rest. */
export function hitVelocity(char: string): number {
  if (char === 'x') return 112;
  if (char === 'o') return 90;
  return char === 'g' ? 52 : 0;
}
