import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, type Track } from '../score';
import { assignChannels, panForTrack, planScore, volumeForGain } from './events';
import { fixtureScore } from './fixtures';

const track = (isDrum: boolean): Track => ({
  role: isDrum ? 'drums' : 'lead',
  program: 0,
  isDrum,
  gain: 1,
  pan: 0,
  notes: [],
});

describe('assignChannels', () => {
  it('puts drums on channel 10 (index 9) and melodic tracks around it', () => {
    const tracks = [track(false), ...Array.from({ length: 9 }, () => track(false)), track(true)];
    const channels = assignChannels(tracks);
    expect(channels.slice(0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(channels[10]).toBe(9);
  });

  it('gives extra drum tracks channels 26, 42 and skips them for melodic tracks', () => {
    const tracks = [track(true), track(true), ...Array.from({ length: 30 }, () => track(false))];
    const channels = assignChannels(tracks);
    expect(channels.slice(0, 2)).toEqual([9, 25]);
    const melodic = channels.slice(2);
    expect(melodic.some((c) => c % 16 === 9)).toBe(false);
    expect(new Set(melodic).size).toBe(30);
  });
});

describe('controller values', () => {
  it('maps gain 1 to the GM default volume and keeps the gain linear in amplitude', () => {
    expect(volumeForGain(1)).toBe(100);
    expect(volumeForGain(0.25)).toBe(50);
    expect(volumeForGain(1.5)).toBe(122);
    expect(volumeForGain(3)).toBe(127);
    expect(volumeForGain(0)).toBe(0);
  });

  it('maps pan -1..1 onto CC10 0..127 with 64 in the centre', () => {
    expect(panForTrack(0)).toBe(64);
    expect(panForTrack(-1)).toBe(1);
    expect(panForTrack(1)).toBe(127);
    expect(panForTrack(-5)).toBe(panForTrack(-1));
  });
});

describe('planScore', () => {
  it('emits a note-off after every note-on, at the exact samples', () => {
    const score = fixtureScore();
    const plan = planScore(score);
    const noteCount = score.tracks.reduce((sum, t) => sum + t.notes.length, 0);
    expect(plan.events.filter((e) => e.velocity > 0)).toHaveLength(noteCount);
    expect(plan.events.filter((e) => e.velocity === 0)).toHaveLength(noteCount);
    const lead = score.tracks.find((t) => t.role === 'lead')!;
    const first = lead.notes[0]!;
    const leadChannel = plan.channels[score.tracks.indexOf(lead)]!.channel;
    const onsets = plan.events.filter((e) => e.channel === leadChannel && e.velocity > 0);
    expect(onsets[0]!.sample).toBe(Math.round(first.start * SAMPLE_RATE));
    expect(onsets[0]!.velocity).toBe(first.velocity);
  });

  it('orders events by time with note-offs first, and never ends a note on its start sample', () => {
    const score = fixtureScore({ durationS: 2 });
    score.tracks = [
      {
        ...track(false),
        notes: [
          { start: 0, duration: 0.5, pitch: 60, velocity: 90 },
          { start: 0.5, duration: 0.5, pitch: 60, velocity: 90 },
          { start: 1, duration: 1e-9, pitch: 62, velocity: 300 },
          { start: 1.2, duration: 0, pitch: 64, velocity: 90 },
        ],
      },
    ];
    const { events } = planScore(score);
    const at = (sample: number) => events.filter((e) => e.sample === sample).map((e) => e.velocity);
    expect(at(SAMPLE_RATE / 2)).toEqual([0, 90]);
    const tiny = events.filter((e) => e.pitch === 62);
    expect(tiny.map((e) => e.sample)).toEqual([SAMPLE_RATE, SAMPLE_RATE + 1]);
    expect(tiny[0]!.velocity).toBe(127);
    expect(events.some((e) => e.pitch === 64)).toBe(false);
    for (let i = 1; i < events.length; i += 1) {
      expect(events[i]!.sample).toBeGreaterThanOrEqual(events[i - 1]!.sample);
    }
  });
});
