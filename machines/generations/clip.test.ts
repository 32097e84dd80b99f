import { describe, expect, it } from 'vitest';
import { QUEUED_STUCK_MS, SUBMITTED_STUCK_MS } from '../../src/contracts/constants';
import { aClip } from '../../tests/paths/helpers/fixtures';
import { runInSystem } from '../../tests/paths/helpers/system';
import { clipMachine } from './clip.machine';
import { selectClipError, selectClipStatus, selectProgress } from './clip.selectors';

const start = (ageMs = 0, clip = aClip()) =>
  runInSystem(clipMachine, { systemId: 'clip', input: { clip, ageMs } });

describe('clipMachine', () => {
  it('tells the tracker when still submitted 2 minutes after creation', () => {
    const { subject, clock, received } = start(30_000);
    clock.increment(SUBMITTED_STUCK_MS - 30_000 - 1);
    expect(selectClipStatus(subject.getSnapshot())).toBe('submitted');
    clock.increment(1);
    expect(selectClipStatus(subject.getSnapshot())).toBe('stuck');
    expect(received('generations')).toEqual([{ type: 'generations.clipStuck', clipId: 'clip-a' }]);
  });

  it('gives a queued clip until 15 minutes after creation', () => {
    const { subject, clock } = start();
    subject.send({ type: 'clip.update', clip: aClip({ status: 'queued' }) });
    clock.increment(SUBMITTED_STUCK_MS);
    expect(selectClipStatus(subject.getSnapshot())).toBe('queued');
    clock.increment(QUEUED_STUCK_MS - SUBMITTED_STUCK_MS);
    expect(selectClipStatus(subject.getSnapshot())).toBe('stuck');
  });

  it('reports streaming progress and keeps the latest clip', () => {
    const { subject } = start();
    const streaming = aClip({ status: 'streaming', metadata: { duration: 120, rendered_s: 30 } });
    subject.send({ type: 'clip.update', clip: streaming });
    expect(selectProgress(subject.getSnapshot())).toBe(0.25);
    subject.send({
      type: 'clip.update',
      clip: aClip({ status: 'streaming', metadata: { duration: 120, rendered_s: 90 } }),
    });
    expect(selectProgress(subject.getSnapshot())).toBe(0.75);
  });

  it('names moderation failures apart from other errors (spec 000 §8)', () => {
    const { subject } = start();
    subject.send({
      type: 'clip.update',
      clip: aClip({
        status: 'error',
        metadata: { error_type: 'moderation_failure', error_message: 'Lyrics flagged' },
      }),
    });
    expect(selectClipError(subject.getSnapshot())).toEqual({
      code: 'clipModerationFailure',
      params: { message: 'Lyrics flagged' },
    });
    const other = start(0, aClip({ status: 'error' }));
    expect(selectClipError(other.subject.getSnapshot())).toEqual({ code: 'clipFailed' });
  });
});
