import {
  HOOK_AUDIO_MAX_MS,
  HOOK_AUDIO_MESSAGE_S,
  HOOK_DURATION_TOLERANCE_MS,
  HOOK_VIDEO_MAX_S,
  HOOK_VIDEO_MIN_S,
} from './constants';
import type { ErrorCode } from './errors';
import type { HookRender } from './hook';

/** A hook set up wrongly: the code and spec 001 §5's words. */
export interface HookProblem {
  code: ErrorCode;
  detail: string;
}

/** Spec 001 §5: "Values under 120 seconds are shown in seconds, otherwise in minutes". */
export function durationText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The video range's length messages of spec 001 §5, or null when it is within 10-120 s. */
export function videoLengthProblem(lengthS: number): string | null {
  if (lengthS < HOOK_VIDEO_MIN_S)
    return `Video is too short. Video duration must be at least ${durationText(HOOK_VIDEO_MIN_S)}.`;
  if (lengthS > HOOK_VIDEO_MAX_S)
    return `Video is too long. Video duration must be less than ${durationText(HOOK_VIDEO_MAX_S)}.`;
  return null;
}

const problem = (detail: string, code: ErrorCode = 'hookInvalid'): HookProblem => ({
  code,
  detail,
});

/**
 * Spec 001 §5's checks of a hook's ranges, given the song's and the uploaded video's lengths:
 * a video chosen; the video range 10-120 s inside the video; the song range ordered, inside the
 * song and at most 120000 ms; both as long within 100 ms while the song is heard. The same
 * rules for the server (a 400) and the details screen (before anything is sent).
 */
export function hookRangeProblem(
  render: HookRender,
  songDurationS: number,
  videoDurationS: number,
): HookProblem | null {
  const video = render.videos[0];
  if (!video) return problem('Please select a video.', 'videoRequired');
  const { song } = render;
  const videoS = video.source_end_time - video.source_start_time;
  const length = videoLengthProblem(videoS);
  if (length) return problem(length, 'videoLength');
  if (video.source_end_time > videoDurationS + HOOK_DURATION_TOLERANCE_MS / 1000)
    return problem('The video range runs past the end of the video.');
  if (song.clip_start_time >= song.clip_end_time)
    return problem('The song range must start before it ends.');
  if (song.clip_end_time > songDurationS + HOOK_DURATION_TOLERANCE_MS / 1000)
    return problem('The song range runs past the end of the song.');
  const songS = song.clip_end_time - song.clip_start_time;
  if (songS * 1000 > HOOK_AUDIO_MAX_MS)
    return problem(`Audio duration must be at most ${HOOK_AUDIO_MESSAGE_S} seconds.`);
  if (song.volume > 0 && Math.abs(songS - videoS) * 1000 > HOOK_DURATION_TOLERANCE_MS)
    return problem('The song range and the video range must be the same length.');
  return null;
}
