import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import type { DrumStyle } from '../score';
import { playDrums } from './drums';
import {
  CLAP,
  CLOSED_HAT,
  CRASH,
  KICK,
  OPEN_HAT,
  PEDAL_HAT,
  RIDE,
  SIDE_STICK,
  SNARE,
  TOMS,
} from './grooves';
import type { SectionPlan } from './types';

const plan = (startBar: number, bars: number, intensity: number): SectionPlan => ({
  kind: 'verse',
  label: 'Verse',
  startBar,
  bars,
  intensity,
  lines: [],
  lineBars: [],
  melody: 'none',
  melodyKey: 'verse',
});

const STYLES: DrumStyle[] = [
  'rock',
  'pop',
  'fourOnFloor',
  'hiphop',
  'trap',
  'halftime',
  'shuffle',
  'reggae',
  'latin',
  'jazz',
  'breakbeat',
];
const BACKBEAT = [SNARE, CLAP, SIDE_STICK, RIDE];

describe('drums', () => {
  const sections = [plan(0, 4, 0.6), plan(4, 4, 0.9)];

  it.each(STYLES)(
    '%s: a kick on every bar downbeat, a backbeat or time-keeper, fills and a crash',
    (style) => {
      const notes = playDrums(style, sections, [2, 3], createRng(3));
      for (let bar = 0; bar < 8; bar += 1) {
        expect(notes.some((note) => note.pitch === KICK && note.beat === bar * 4)).toBe(true);
      }
      expect(notes.some((note) => BACKBEAT.includes(note.pitch) && note.beat % 4 !== 0)).toBe(true);
      expect(
        notes.filter((note) => note.pitch === CLOSED_HAT || note.pitch === RIDE).length,
      ).toBeGreaterThan(8);
      const fillBar = notes.filter((note) => note.beat >= 12 && note.beat < 16);
      expect(fillBar.some((note) => (TOMS as readonly number[]).includes(note.pitch))).toBe(true);
      expect(
        notes.some((note) => note.beat === 16 && (note.pitch === CRASH || note.pitch === RIDE)),
      ).toBe(true);
      for (const note of notes) {
        expect(note.velocity).toBeGreaterThanOrEqual(1);
        expect(note.velocity).toBeLessThanOrEqual(127);
      }
    },
  );

  it('keeps the rock backbeat on beats 2 and 4 and humanises velocities by seed', () => {
    const notes = playDrums('rock', [plan(0, 4, 0.6)], [2], createRng(1));
    const snares = notes
      .filter((note) => note.pitch === SNARE && note.beat < 12)
      .map((note) => note.beat % 4);
    expect(new Set(snares)).toEqual(new Set([1, 3]));
    const velocities = notes.filter((note) => note.pitch === KICK).map((note) => note.velocity);
    expect(new Set(velocities).size).toBeGreaterThan(2);
    expect(playDrums('rock', [plan(0, 4, 0.6)], [2], createRng(2))).not.toEqual(notes);
  });

  it('thins out sparse sections and stays silent at level 0', () => {
    const sparse = playDrums('pop', [plan(0, 4, 0.3)], [1], createRng(1));
    const full = playDrums('pop', [plan(0, 4, 0.9)], [3], createRng(1));
    expect(sparse.length).toBeLessThan(full.length / 2);
    expect(sparse.some((note) => note.pitch === SNARE)).toBe(false);
    expect(playDrums('pop', [plan(0, 4, 0.3)], [0], createRng(1))).toEqual([]);
    expect(playDrums('none', [plan(0, 4, 0.9)], [3], createRng(1))).toEqual([]);
  });

  it.each(STYLES)('%s: the cymbals keep time through the fills at section ends', (style) => {
    const four = [plan(0, 4, 0.6), plan(4, 4, 0.9), plan(8, 4, 0.6), plan(12, 4, 0.9)];
    for (const levels of [
      [2, 3, 2, 3],
      [3, 3, 3, 3],
    ]) {
      const notes = playDrums(style, four, levels, createRng(5));
      const cymbals = notes
        .filter((note) => [CLOSED_HAT, OPEN_HAT, PEDAL_HAT, RIDE, CRASH].includes(note.pitch))
        .map((note) => note.beat)
        .sort((a, b) => a - b);
      for (const boundary of [16, 32, 48]) {
        const around = cymbals.filter((beat) => beat >= boundary - 4 && beat <= boundary);
        const gaps = around.slice(1).map((beat, i) => beat - around[i]!);
        // Every groove's cymbals are at most a beat apart; a fill without them left 1.5-2.5.
        expect(Math.max(...gaps, boundary - around.at(-1)!)).toBeLessThanOrEqual(1);
        expect(around[0]).toBeLessThanOrEqual(boundary - 3);
      }
    }
  });
});
