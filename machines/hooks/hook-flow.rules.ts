import type { HookCreateRequest, HookRender } from '../../src/contracts/hook';
import { hookRangeIssue, songRangeIssue, type HookIssue } from '../../src/contracts/hook-rules';
import type { HookFlowContext } from './hookFlow.machine';

/** A rule of spec 001 §5 the flow broke: the contracts' issues and 'Please select a song.'. */
/** Spec 001 §5's rules, a song not chosen, and a range preview that could not play. */
export type HookFlowIssue = HookIssue | 'songRequired' | 'previewFailed';

type FlowState = Pick<HookFlowContext, 'song' | 'songRange' | 'video' | 'videoRange' | 'details'>;

/** The first screen's rules: a song chosen, its range ordered, inside it and not too long. */
export function songIssue({ song, songRange }: FlowState): HookFlowIssue | null {
  if (!song) return 'songRequired';
  return songRangeIssue(
    { clip_start_time: songRange.start, clip_end_time: songRange.end },
    song.durationS,
  );
}

/** The ranges as the create call sends them: the song always heard, the video's sound by choice. */
function renderOf({ song, songRange, video, videoRange, details }: FlowState): HookRender {
  return {
    song: {
      song_id: song?.id ?? '',
      clip_start_time: songRange.start,
      clip_end_time: songRange.end,
      volume: 1,
    },
    videos: video
      ? [
          {
            ...(video.s3_id ? { s3_id: video.s3_id } : {}),
            upload_id: video.id,
            source_start_time: videoRange.start,
            source_end_time: videoRange.end,
            volume: details.videoSound ? 1 : 0,
          },
        ]
      : [],
  };
}

/** Every rule of spec 001 §5 before the hook is sent, as the server checks them again. */
export function detailsIssue(state: FlowState): HookFlowIssue | null {
  if (!state.song) return 'songRequired';
  return hookRangeIssue(renderOf(state), state.song.durationS, state.video?.duration_s ?? 0);
}

/** `POST /api/video/hooks/create`'s body (spec 001 §7). */
export function hookRequestOf(state: FlowState): HookCreateRequest {
  const { details } = state;
  return {
    clip_id: state.song?.id ?? '',
    hook_publish: {
      title: details.title.trim(),
      caption: details.caption.trim(),
      allow_comments: details.allowComments,
      show_lyrics: details.showLyrics,
    },
    video_render: renderOf(state),
  };
}
