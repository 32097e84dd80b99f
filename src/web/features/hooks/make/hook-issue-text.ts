import type { TFunction } from 'i18next';
import type { HookFlowIssue } from '../../../../../machines/hooks/hook-flow.rules';
import {
  HOOK_AUDIO_MESSAGE_S,
  HOOK_VIDEO_MAX_S,
  HOOK_VIDEO_MIN_S,
} from '../../../../contracts/constants';

/** Spec 001 §5: "Values under 120 seconds are shown in seconds, otherwise in minutes". */
export function hookDurationText(t: TFunction, seconds: number): string {
  return seconds < 120
    ? t('makeHook.seconds', { count: seconds })
    : t('makeHook.minutes', { count: seconds / 60 });
}

/** A broken rule of spec 001 §5 in the reader's language. */
export function hookIssueText(t: TFunction, issue: HookFlowIssue): string {
  return t(`makeHook.issues.${issue}`, {
    min: hookDurationText(t, HOOK_VIDEO_MIN_S),
    max: hookDurationText(t, HOOK_VIDEO_MAX_S),
    audio: HOOK_AUDIO_MESSAGE_S,
  });
}

/** Seconds as the range fields show them: tenths at most. */
export const secondsText = (seconds: number) => String(Math.round(seconds * 10) / 10);
