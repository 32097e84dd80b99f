import { newClipId, type NewClip } from '../generation/commit-clips';
import { newSeed } from '../generation/plan-request';

/**
 * `count` clips of one task, each with its own id and seed (the seed goes into the engine task,
 * so a retried job makes the same clip).
 */
export function taskClips(
  count: number,
  make: (seed: number) => Omit<NewClip, 'id' | 'seed'>,
): NewClip[] {
  return Array.from({ length: count }, () => {
    const seed = newSeed();
    return { id: newClipId(), seed, ...make(seed) };
  });
}

/** The body's vocal gender when it names one (`unspecified` leaves the task's default). */
export function askedGender(gender: string | null | undefined): 'male' | 'female' | undefined {
  return gender === 'male' || gender === 'female' ? gender : undefined;
}
