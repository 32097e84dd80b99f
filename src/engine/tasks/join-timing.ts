/**
 * The timed fields of score.json (sections, sung notes, aligned words) for a clip made of
 * parts of others: each part's items inside the span it keeps, moved to where it now plays.
 */

const TIMED_FIELDS = ['sections', 'vocal_notes', 'backing_notes', 'aligned_words'] as const;
type TimedField = (typeof TIMED_FIELDS)[number];
type Timed = { start_s: number; end_s?: number; chords?: { start_s: number }[] };

export interface TimedPart {
  json: Record<string, unknown>;
  /** Keeps the items starting in [fromS, untilS) of the part's own time... */
  fromS: number;
  untilS: number;
  /** ...and moves them by this many seconds. */
  offsetS: number;
}

const at = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The parts' timed fields, in order, as one clip's. */
export function joinTimedFields(parts: readonly TimedPart[]): Record<TimedField, Timed[]> {
  const joined = Object.fromEntries(TIMED_FIELDS.map((field) => [field, [] as Timed[]]));
  for (const part of parts) {
    for (const field of TIMED_FIELDS) {
      const items = (part.json[field] as Timed[] | undefined) ?? [];
      for (const item of items) {
        const inside = item.start_s >= part.fromS - 1e-6 && item.start_s < part.untilS;
        if (!inside) continue;
        joined[field]!.push({
          ...item,
          start_s: at(item.start_s + part.offsetS),
          ...(item.end_s !== undefined && { end_s: at(item.end_s + part.offsetS) }),
          ...(item.chords && {
            chords: item.chords.map((chord) => ({
              ...chord,
              start_s: at(chord.start_s + part.offsetS),
            })),
          }),
        });
      }
    }
  }
  return joined as Record<TimedField, Timed[]>;
}
