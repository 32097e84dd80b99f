import type { HookRender } from '../../contracts/hook';
import { hookRangeProblem } from '../../contracts/hook-rules';
import { ApiError } from '../http/errors';

/** Spec 001 §5's range rules (src/contracts/hook-rules.ts) as a 400 with their words. */
export function checkHookRanges(
  render: HookRender,
  songDurationS: number,
  videoDurationS: number,
): void {
  const problem = hookRangeProblem(render, songDurationS, videoDurationS);
  if (problem) throw new ApiError(400, problem.code, problem.detail);
}
