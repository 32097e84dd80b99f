/** What score.json tells of a song's parts (the engine's sections). */
export interface ScoreSection {
  kind: string;
  start_s: number;
}

/** Starting this much before the part chosen, its first word is not cut. */
const LEAD_IN_S = 1;

/**
 * Where a short excerpt of a song starts: at its first chorus, else where the singing starts,
 * else a quarter in; never so late that the excerpt runs past the end.
 */
export function excerptStart(
  sections: readonly ScoreSection[],
  firstWordS: number | null,
  durationS: number,
  lengthS: number,
): number {
  const chorus = sections.find((section) => section.kind === 'chorus')?.start_s;
  const start = chorus ?? firstWordS ?? durationS / 4;
  return Math.max(0, Math.min(start - LEAD_IN_S, durationS - lengthS));
}
