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

/** Which of spec 001 §5's hook rules a setup breaks: the browser shows each in its language. */
export type HookIssue =
  | 'videoRequired'
  | 'videoTooShort'
  | 'videoTooLong'
  | 'videoPastEnd'
  | 'songRangeOrder'
  | 'songPastEnd'
  | 'audioTooLong'
  | 'lengthsDiffer';

/** Spec 001 §5: "Values under 120 seconds are shown in seconds, otherwise in minutes". */
export function durationText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The video range's length rule of spec 001 §5: 10-120 s. */
export function videoLengthIssue(lengthS: number): 'videoTooShort' | 'videoTooLong' | null {
  if (lengthS < HOOK_VIDEO_MIN_S) return 'videoTooShort';
  if (lengthS > HOOK_VIDEO_MAX_S) return 'videoTooLong';
  return null;
}

const ISSUE_TEXT: Record<HookIssue, string> = {
  videoRequired: 'Please select a video.',
  videoTooShort: `Video is too short. Video duration must be at least ${durationText(HOOK_VIDEO_MIN_S)}.`,
  videoTooLong: `Video is too long. Video duration must be less than ${durationText(HOOK_VIDEO_MAX_S)}.`,
  videoPastEnd: 'The video range runs past the end of the video.',
  songRangeOrder: 'The song range must start before it ends.',
  songPastEnd: 'The song range runs past the end of the song.',
  audioTooLong: `Audio duration must be at most ${HOOK_AUDIO_MESSAGE_S} seconds.`,
  lengthsDiffer: 'The song range and the video range must be the same length.',
};

/** The video range's length messages of spec 001 §5, or null when it is within 10-120 s. */
export function videoLengthProblem(lengthS: number): string | null {
  const issue = videoLengthIssue(lengthS);
  return issue && ISSUE_TEXT[issue];
}

/** The song range's rules alone (the first screen): ordered, inside the song, 120000 ms at most. */
export function songRangeIssue(
  song: { clip_start_time: number; clip_end_time: number },
  songDurationS: number,
): HookIssue | null {
  if (song.clip_start_time >= song.clip_end_time) return 'songRangeOrder';
  if (song.clip_end_time > songDurationS + HOOK_DURATION_TOLERANCE_MS / 1000) return 'songPastEnd';
  if ((song.clip_end_time - song.clip_start_time) * 1000 > HOOK_AUDIO_MAX_MS) return 'audioTooLong';
  return null;
}

/**
 * Spec 001 §5's checks of a hook's ranges, given the song's and the uploaded video's lengths:
 * a video chosen; the video range 10-120 s inside the video; the song range ordered, inside the
 * song and at most 120000 ms; both as long within 100 ms while the song is heard. The same
 * rules for the server (a 400) and the details screen (before anything is sent).
 */
export function hookRangeIssue(
  render: HookRender,
  songDurationS: number,
  videoDurationS: number,
): HookIssue | null {
  const video = render.videos[0];
  if (!video) return 'videoRequired';
  const { song } = render;
  const videoS = video.source_end_time - video.source_start_time;
  const length = videoLengthIssue(videoS);
  if (length) return length;
  if (video.source_end_time > videoDurationS + HOOK_DURATION_TOLERANCE_MS / 1000)
    return 'videoPastEnd';
  const songIssue = songRangeIssue(song, songDurationS);
  if (songIssue) return songIssue;
  const songS = song.clip_end_time - song.clip_start_time;
  if (song.volume > 0 && Math.abs(songS - videoS) * 1000 > HOOK_DURATION_TOLERANCE_MS)
    return 'lengthsDiffer';
  return null;
}

const ISSUE_CODE: Partial<Record<HookIssue, ErrorCode>> = {
  videoRequired: 'videoRequired',
  videoTooShort: 'videoLength',
  videoTooLong: 'videoLength',
};

/** hookRangeIssue as the server answers it: an error code and the spec's words. */
export function hookRangeProblem(
  render: HookRender,
  songDurationS: number,
  videoDurationS: number,
): HookProblem | null {
  const issue = hookRangeIssue(render, songDurationS, videoDurationS);
  return issue && { code: ISSUE_CODE[issue] ?? 'hookInvalid', detail: ISSUE_TEXT[issue] };
}
