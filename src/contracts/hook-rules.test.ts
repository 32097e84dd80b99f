import { describe, expect, it } from 'vitest';
import type { HookRender } from './hook';
import { durationText, hookRangeProblem, videoLengthProblem } from './hook-rules';

const render = (
  song: [number, number],
  video: [number, number] | null,
  volume = 1,
): HookRender => ({
  song: { song_id: 'clip-a', clip_start_time: song[0], clip_end_time: song[1], volume },
  videos: video
    ? [{ upload_id: 'up-a', source_start_time: video[0], source_end_time: video[1], volume: 1 }]
    : [],
});

describe('hook rules (spec 001 §5)', () => {
  it('shows lengths under 120 s in seconds, else in minutes', () => {
    expect(durationText(10)).toBe('10 seconds');
    expect(durationText(120)).toBe('2 minutes');
    expect(durationText(60 * 3)).toBe('3 minutes');
  });

  it('holds the video range to 10-120 s with the spec words', () => {
    expect(videoLengthProblem(9.9)).toBe(
      'Video is too short. Video duration must be at least 10 seconds.',
    );
    expect(videoLengthProblem(120.5)).toBe(
      'Video is too long. Video duration must be less than 2 minutes.',
    );
    expect(videoLengthProblem(10)).toBeNull();
    expect(videoLengthProblem(120)).toBeNull();
  });

  it('accepts equal song and video ranges inside both', () => {
    expect(hookRangeProblem(render([2, 14], [0, 12]), 30, 12)).toBeNull();
  });

  it('asks for a video first', () => {
    expect(hookRangeProblem(render([0, 12], null), 30, 12)).toEqual({
      code: 'videoRequired',
      detail: 'Please select a video.',
    });
  });

  it('refuses ranges out of order, past the end, or too long', () => {
    expect(hookRangeProblem(render([0, 12], [0, 8]), 30, 12)?.code).toBe('videoLength');
    expect(hookRangeProblem(render([0, 12], [0, 12]), 30, 11)?.detail).toBe(
      'The video range runs past the end of the video.',
    );
    expect(hookRangeProblem(render([12, 12], [0, 12]), 30, 12)?.detail).toBe(
      'The song range must start before it ends.',
    );
    expect(hookRangeProblem(render([20, 32], [0, 12]), 30, 12)?.detail).toBe(
      'The song range runs past the end of the song.',
    );
    expect(hookRangeProblem(render([0, 121], [0, 110]), 200, 120)?.detail).toBe(
      'Audio duration must be at most 30 seconds.',
    );
  });

  it('needs equal lengths within 100 ms only while the song is heard', () => {
    expect(hookRangeProblem(render([0, 12.2], [0, 12]), 30, 12)?.detail).toBe(
      'The song range and the video range must be the same length.',
    );
    expect(hookRangeProblem(render([0, 12.05], [0, 12]), 30, 12)).toBeNull();
    expect(hookRangeProblem(render([0, 20], [0, 12], 0), 30, 12)).toBeNull();
  });
});
