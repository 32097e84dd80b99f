import { describe, expect, it } from 'vitest';
import { aClip } from '../../tests/paths/helpers/fixtures';
import { audioUrlFor } from './audio-format';
import { reportEvent } from './player.output';
import { addRecentlyPlayed, moveIn, removeAt, shuffleQueue, unshuffleQueue } from './queue';
import { clampVolume, volumeGain } from './volume';

const files = {
  status: 'complete' as const,
  audio_url: 'song.mp3',
  audio_url_m4a: 'song.m4a',
  audio_url_webm: 'song.webm',
};
const everything = () => 'maybe';
const noWebm = (type: string) => (type.startsWith('audio/webm') ? '' : 'probably');

describe('audioUrlFor (spec 001 §9)', () => {
  it('plays MP3 for clips made before 2025-04-27 and streams while rendering', () => {
    expect(
      audioUrlFor(aClip({ ...files, created_at: '2025-04-01T00:00:00Z' }), everything, true),
    ).toBe('song.mp3');
    const streaming = aClip({ ...files, status: 'streaming', audio_url: 'stream.mp3' });
    expect(audioUrlFor(streaming, everything, true)).toBe('stream.mp3');
  });

  it('picks webm or m4a after 2025-04-27 as the browser plays them', () => {
    const may = aClip({ ...files, created_at: '2025-05-10T00:00:00Z' });
    expect(audioUrlFor(may, everything, false)).toBe('song.webm');
    expect(audioUrlFor(may, noWebm, false)).toBe('song.m4a');
    expect(audioUrlFor(may, () => '', false)).toBe('song.mp3');
  });

  it('picks m4a after 2025-09-03 only with the gate', () => {
    const late = aClip({ ...files, created_at: '2025-10-01T00:00:00Z' });
    expect(audioUrlFor(late, everything, true)).toBe('song.m4a');
    expect(audioUrlFor(late, everything, false)).toBe('song.webm');
  });
});

describe('volume', () => {
  it('is silent at 0, full at 1, and exponential between', () => {
    expect(volumeGain(0)).toBe(0);
    expect(volumeGain(1)).toBe(1);
    expect(volumeGain(0.5)).toBeCloseTo(0.1);
    expect(clampVolume(3)).toBe(1);
    expect(clampVolume(Number.NaN)).toBe(0);
  });
});

describe('queue edits', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => aClip({ id }));
  const queue = [a!, b!, c!, d!];

  it('shuffles with the current song first and puts the order back', () => {
    const shuffled = shuffleQueue({ queue, index: 2 }, () => 0);
    expect(shuffled.queue[0]).toBe(c);
    expect(shuffled.index).toBe(0);
    expect(new Set(shuffled.queue)).toEqual(new Set(queue));
    expect(unshuffleQueue(c, queue)).toEqual({ queue, index: 2 });
  });

  it('keeps the current song current through removals and moves', () => {
    expect(removeAt({ queue, index: 2 }, 0)).toEqual({ queue: [b, c, d], index: 1 });
    expect(removeAt({ queue, index: 3 }, 3)).toEqual({ queue: [a, b, c], index: 2 });
    expect(moveIn({ queue, index: 1 }, 0, 3)).toEqual({ queue: [b, c, d, a], index: 0 });
    expect(moveIn({ queue, index: 1 }, 1, 2)).toEqual({ queue: [a, c, b, d], index: 2 });
    expect(moveIn({ queue, index: 2 }, 3, 0)).toEqual({ queue: [d, a, b, c], index: 3 });
  });

  it('keeps at most 50 recently played ids, newest first, each once', () => {
    let ids: string[] = [];
    for (let i = 0; i < 60; i++) ids = addRecentlyPlayed(ids, `clip-${i}`);
    ids = addRecentlyPlayed(ids, 'clip-30');
    expect(ids).toHaveLength(50);
    expect(ids.slice(0, 2)).toEqual(['clip-30', 'clip-59']);
    expect(ids.filter((id) => id === 'clip-30')).toHaveLength(1);
  });
});

describe('reportEvent', () => {
  it("turns the output's reports and Media Session keys into the player's events", () => {
    expect(reportEvent({ type: 'ended' })).toEqual({ type: 'audio.ended' });
    expect(reportEvent({ type: 'time', seconds: 2, duration: 9 })).toEqual({
      type: 'audio.time',
      seconds: 2,
      duration: 9,
    });
    expect(reportEvent({ type: 'action', action: 'next' })).toEqual({ type: 'player.next' });
    expect(reportEvent({ type: 'action', action: 'seek', seconds: 7 })).toEqual({
      type: 'player.seek',
      seconds: 7,
    });
  });
});
