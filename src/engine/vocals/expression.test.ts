import { describe, expect, it } from 'vitest';
import { sortNotes, toEvents, type SyllableEvent } from './events.ts';
import {
  BREATH_GAP_S,
  GLIDE_MIN_STEP,
  LEGATO_GAP_S,
  planBreaths,
  planExpression,
} from './expression.ts';
import { songFixture } from './fixtures.ts';

const events = toEvents(sortNotes(songFixture(3)));
const end = (e: SyllableEvent) => e.notes.at(-1)!.start + e.notes.at(-1)!.duration;

/** Indices of events sung legato a step of GLIDE_MIN_STEP or more after the previous one. */
function legatoSteps(list: SyllableEvent[]): number[] {
  return list.flatMap((event, i) => {
    const before = list[i - 1];
    if (!before || Math.abs(end(before) - event.notes[0]!.start) > LEGATO_GAP_S) return [];
    return Math.abs(event.notes[0]!.pitch - before.notes.at(-1)!.pitch) >= GLIDE_MIN_STEP
      ? [i]
      : [];
  });
}

describe('planExpression', () => {
  it('glides 60-120 ms into at least half of the legato steps of 2 semitones or more', () => {
    for (const seed of [1, 2, 3]) {
      const plan = planExpression(events, { quality: 0.65, seed });
      const steps = legatoSteps(events);
      expect(steps.length).toBeGreaterThan(20);
      const gliding = steps.filter((i) => plan[i]!.glideS >= 0.06 && plan[i]!.glideS <= 0.12);
      expect(gliding.length / steps.length).toBeGreaterThanOrEqual(0.5);
      expect(gliding.every((i) => plan[i]!.glideFrom === events[i - 1]!.notes.at(-1)!.pitch)).toBe(
        true,
      );
    }
  });

  it('varies vibrato depth by at least 10 cents between notes and between songs, setting in late', () => {
    const depthOf = (seed: number) =>
      planExpression(events, { quality: 0.65, seed }).map((e) => e.vibratoCents);
    const depths = depthOf(1);
    expect(Math.max(...depths) - Math.min(...depths)).toBeGreaterThanOrEqual(10);
    const songMeans = [1, 2, 3, 4, 5, 6].map((seed) => {
      const d = depthOf(seed);
      return d.reduce((a, b) => a + b, 0) / d.length;
    });
    expect(Math.max(...songMeans) - Math.min(...songMeans)).toBeGreaterThanOrEqual(5);
    const plan = planExpression(events, { quality: 0.65, seed: 1 });
    expect(Math.min(...plan.map((e) => e.vibratoAtS))).toBeGreaterThanOrEqual(0.2);
  });

  it('shapes each phrase: it swells and closes softer', () => {
    const plan = planExpression(events, { quality: 0.65, seed: 1 });
    const firstPhrase = events.findIndex(
      (e, i) => i > 0 && e.notes[0]!.start - end(events[i - 1]!) >= 0.3,
    );
    const gains = plan.slice(0, firstPhrase).map((e) => e.gain);
    const peakAt = gains.indexOf(Math.max(...gains));
    expect(Math.max(...gains) / Math.min(...gains)).toBeGreaterThan(1.15);
    expect(peakAt).toBeGreaterThan(0);
    expect(peakAt).toBeLessThan(gains.length - 1);
  });
});

describe('planBreaths', () => {
  it('breathes in every gap of 0.4 s or more, ending before the next consonant', () => {
    const breaths = planBreaths(events, 1);
    const gaps = events.filter(
      (e, i) => i > 0 && e.notes[0]!.start - end(events[i - 1]!) >= BREATH_GAP_S,
    );
    expect(gaps.length).toBeGreaterThan(10);
    for (const event of gaps) {
      const breath = breaths.find(
        (b) => b.startS < event.notes[0]!.start && b.startS > event.notes[0]!.start - 1,
      );
      expect(breath).toBeDefined();
      expect(breath!.startS + breath!.lengthS).toBeLessThanOrEqual(event.notes[0]!.start - 0.1);
    }
  });
});
