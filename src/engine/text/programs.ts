/**
 * Instrument choices per role: what the text asks for on top of the genre's
 * palette, minus what the exclude styles remove.
 */
import type { Instrument, MelodicRole, Programs } from './lexicon.ts';

/** Stand-ins when a role's program is excluded, most neutral first. */
const SUBSTITUTES: Record<MelodicRole, number[]> = {
  bass: [33, 38, 32],
  chords: [0, 27, 4, 25, 90, 48, 16],
  pad: [89, 48, 16, 52],
  lead: [80, 73, 65, 56, 40],
  arp: [81, 46, 11, 10],
  strings: [48, 49, 89],
};

const inRange = (program: number, [from, to]: [number, number]) => program >= from && program <= to;

/**
 * The genre's programs with the asked instruments put in their roles (the
 * first asked per role wins, an excluded one is not added), then every excluded program swapped for a
 * stand-in of the same role, or the role dropped when none is left.
 */
export function choosePrograms(
  base: Programs,
  asked: readonly Instrument[],
  excluded: readonly Instrument[],
): Programs {
  const programs: Programs = { ...base };
  const claimed = new Set<MelodicRole>();
  const isExcluded = (program: number) => excluded.some((e) => inRange(program, e.excludes));
  for (const instrument of asked) {
    if (claimed.has(instrument.role) || isExcluded(instrument.program)) continue;
    claimed.add(instrument.role);
    programs[instrument.role] = instrument.program;
  }
  for (const role of Object.keys(programs) as MelodicRole[]) {
    const program = programs[role]!;
    if (!isExcluded(program)) continue;
    const substitute = SUBSTITUTES[role].find((candidate) => !isExcluded(candidate));
    const isRoleWord = excluded.some((e) => e.role === role && e.words.includes(role));
    if (substitute === undefined || isRoleWord) delete programs[role];
    else programs[role] = substitute;
  }
  return programs;
}
