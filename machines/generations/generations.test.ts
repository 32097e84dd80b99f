import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clip } from '../../src/contracts/clip';
import {
  CLIP_POLL_BATCH,
  CLIP_POLL_INTERVAL_MS,
  CREDITS_PER_CLIP,
  SUBMITTED_STUCK_MS,
} from '../../src/contracts/constants';
import { REALTIME_SILENCE_MS } from '../../src/contracts/client-constants';
import { aClip, flush } from '../../tests/paths/helpers/fixtures';
import { runInSystem } from '../../tests/paths/helpers/system';
import { createGenerationsActors } from '../actors/generations.actors';
import type { ClipsPort, GenerationPort, RealtimePort, RealtimeState } from '../actors/ports';
import { generationsMachine } from './generations.machine';
import { selectClipStatus } from './clip.selectors';
import { selectClipRefs, selectIsPolling, selectRealtimeStatus } from './generations.selectors';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

/** A realtime client the test drives: connection states and channel messages. */
function fakeRealtime() {
  const listeners = new Map<string, (name: string, data: unknown) => void>();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  const port: RealtimePort = {
    subscribe: vi.fn((channel, listener) => {
      listeners.set(channel, listener);
      return () => listeners.delete(channel);
    }),
    onStateChange: (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close: vi.fn(),
  };
  return {
    port,
    listeners,
    setState: (state: RealtimeState) => stateListeners.forEach((listener) => listener(state)),
    publish: (clip: Clip) => listeners.get('user:user-1:generate_songs')?.('clip', clip),
  };
}

function start({
  running = [] as Clip[],
  polled = (_ids: readonly string[]) => [] as Clip[],
} = {}) {
  const realtime = fakeRealtime();
  const clips: ClipsPort = {
    getClipsByIds: vi.fn(async (ids) => polled(ids)),
    getClip: vi.fn(),
    getLibraryPage: vi.fn(),
    getDirectChildren: vi.fn(),
    getParent: vi.fn(),
    getAlignedLyrics: vi.fn(),
    getWaveform: vi.fn(),
  };
  const generation: GenerationPort = {
    generate: vi.fn(),
    getRunningRequests: vi.fn(async () => ({
      requests: running.length
        ? [{ id: 'request-0', clip_ids: running.map((clip) => clip.id), created_at: '' }]
        : [],
    })),
  };
  const machine = generationsMachine.provide({
    actors: createGenerationsActors({ clips, generation, realtime: realtime.port }),
  });
  const system = runInSystem(machine, { systemId: 'generations', input: { userId: 'user-1' } });
  return { ...system, realtime, clips, generation };
}

const request = (clips: Clip[]) => ({ id: clips[0]!.request_id, clips });
const pair = (requestId = 'request-1') => [
  aClip({ id: `${requestId}-a`, request_id: requestId, created_at: new Date(NOW).toISOString() }),
  aClip({ id: `${requestId}-b`, request_id: requestId, created_at: new Date(NOW).toISOString() }),
];

describe('generationsMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('spawns one clip machine per clip and debits the credits once', async () => {
    const { subject, received } = start();
    await flush();
    const clips = pair();
    subject.send({ type: 'generations.track', request: request(clips) });
    subject.send({ type: 'generations.track', request: request(clips) });
    const refs = selectClipRefs(subject.getSnapshot());
    expect(refs.map((ref) => ref.id)).toEqual(['clip-request-1-a', 'clip-request-1-b']);
    expect(received('billing', 'billing.adjust')).toEqual([
      { type: 'billing.adjust', delta: -2 * CREDITS_PER_CLIP },
    ]);
  });

  it('makes no HTTP request from submit to complete while realtime is connected', async () => {
    const { subject, realtime, clips, clock, received } = start();
    await flush();
    realtime.setState('connecting');
    realtime.setState('connected');
    const [a, b] = pair();
    subject.send({ type: 'generations.track', request: request([a!, b!]) });
    for (const status of ['queued', 'streaming'] as const) {
      realtime.publish({ ...a!, status });
      realtime.publish({ ...b!, status });
      clock.increment(10 * CLIP_POLL_INTERVAL_MS);
    }
    realtime.publish({ ...a!, status: 'complete' });
    expect(received('billing', 'billing.reload')).toEqual([]);
    realtime.publish({ ...b!, status: 'complete' });
    clock.increment(10 * CLIP_POLL_INTERVAL_MS);
    await flush();

    expect(clips.getClipsByIds).not.toHaveBeenCalled();
    // The only call after the generate POST: one billing reload when the request ends.
    expect(received('billing', 'billing.reload')).toHaveLength(1);
    const statuses = selectClipRefs(subject.getSnapshot()).map((ref) =>
      selectClipStatus(ref.getSnapshot()),
    );
    expect(statuses).toEqual(['complete', 'complete']);
  });

  it('polls running clips every 2.5 s, at most 48 ids a call, while realtime is down', async () => {
    const { subject, realtime, clips, clock } = start();
    await flush();
    realtime.setState('disconnected');
    for (let i = 0; i < 25; i++) {
      subject.send({ type: 'generations.track', request: request(pair(`request-${i}`)) });
    }
    expect(selectIsPolling(subject.getSnapshot())).toBe(true);
    clock.increment(CLIP_POLL_INTERVAL_MS - 1);
    expect(clips.getClipsByIds).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    const sizes = vi.mocked(clips.getClipsByIds).mock.calls.map(([ids]) => ids.length);
    expect(sizes).toEqual([CLIP_POLL_BATCH, 2]);
    clock.increment(CLIP_POLL_INTERVAL_MS);
    await flush();
    expect(clips.getClipsByIds).toHaveBeenCalledTimes(4);
  });

  it('stops polling once realtime connects, after one catch-up read', async () => {
    const clipsPolled: string[][] = [];
    const { subject, realtime, clips, clock } = start({
      polled: (ids) => {
        clipsPolled.push([...ids]);
        return ids.map((id) => ({ ...pair()[0]!, id, status: 'streaming' as const }));
      },
    });
    await flush();
    realtime.setState('disconnected');
    subject.send({ type: 'generations.track', request: request(pair()) });
    realtime.setState('connected');
    await flush();
    expect(clips.getClipsByIds).toHaveBeenCalledTimes(1);
    clock.increment(20 * CLIP_POLL_INTERVAL_MS);
    await flush();
    expect(clips.getClipsByIds).toHaveBeenCalledTimes(1);
    expect(selectRealtimeStatus(subject.getSnapshot())).toBe('connected');
    expect(subject.getSnapshot().context.tracked['request-1-a']?.status).toBe('streaming');
  });

  it('reads running clips once per silence while realtime says connected', async () => {
    const { subject, realtime, clips, clock } = start();
    await flush();
    realtime.setState('connected');
    const [a, b] = pair();
    subject.send({ type: 'generations.track', request: request([a!, b!]) });
    clock.increment(REALTIME_SILENCE_MS - 1000);
    realtime.publish({ ...a!, status: 'queued' });
    clock.increment(REALTIME_SILENCE_MS - 1000);
    expect(clips.getClipsByIds).not.toHaveBeenCalled();
    clock.increment(1000);
    await flush();
    expect(clips.getClipsByIds).toHaveBeenCalledOnce();
    expect(selectIsPolling(subject.getSnapshot())).toBe(false);
  });

  it('refunds failed clips once and toasts one error per request', async () => {
    const { subject, realtime, received } = start();
    await flush();
    realtime.setState('connected');
    const [a, b] = pair();
    subject.send({ type: 'generations.track', request: request([a!, b!]) });
    const failed = (clip: Clip) => ({
      ...clip,
      status: 'error' as const,
      metadata: {
        ...clip.metadata,
        error_type: 'moderation_failure',
        error_message: 'Lyrics flagged',
      },
    });
    realtime.publish(failed(a!));
    realtime.publish(failed(a!));
    realtime.publish(failed(b!));
    await flush();
    expect(received('billing', 'billing.adjust').map((event) => event.delta)).toEqual([-10, 5, 5]);
    expect(received('toasts')).toEqual([
      {
        type: 'toasts.show',
        code: 'clipModerationFailure',
        params: { message: 'Lyrics flagged' },
      },
    ]);
    expect(received('billing', 'billing.reload')).toHaveLength(1);
  });

  it('toasts a stuck request once and stops polling its clips', async () => {
    const { subject, realtime, clips, clock, received } = start();
    await flush();
    realtime.setState('failed');
    subject.send({ type: 'generations.track', request: request(pair()) });
    clock.increment(SUBMITTED_STUCK_MS);
    await flush();
    expect(received('toasts')).toEqual([{ type: 'toasts.show', code: 'clipStuck' }]);
    const calls = vi.mocked(clips.getClipsByIds).mock.calls.length;
    clock.increment(10 * CLIP_POLL_INTERVAL_MS);
    await flush();
    expect(clips.getClipsByIds).toHaveBeenCalledTimes(calls);
    expect(selectIsPolling(subject.getSnapshot())).toBe(false);
  });

  it('resumes running requests after a reload without debiting again', async () => {
    const running = pair('request-0').map((clip) => ({ ...clip, status: 'streaming' as const }));
    const { subject, received } = start({ running, polled: () => running });
    await flush();
    await flush();
    expect(selectClipRefs(subject.getSnapshot())).toHaveLength(2);
    expect(subject.getSnapshot().context.settled).toEqual({
      'request-0-a': 'debit',
      'request-0-b': 'debit',
    });
    expect(received('billing', 'billing.adjust')).toEqual([]);
  });

  it('tracks clips heard before the generate answer, and keeps the newer status', async () => {
    const { subject, realtime, received } = start();
    await flush();
    realtime.setState('connected');
    const [a, b] = pair();
    realtime.publish({ ...a!, status: 'streaming' });
    subject.send({ type: 'generations.track', request: request([a!, b!]) });
    expect(subject.getSnapshot().context.tracked['request-1-a']?.status).toBe('streaming');
    expect(received('billing', 'billing.adjust')).toEqual([{ type: 'billing.adjust', delta: -10 }]);
  });

  it('ignores realtime data that is not a clip, and stops the clip machine it forgets', async () => {
    const { subject, realtime } = start();
    await flush();
    realtime.listeners.get('user:user-1:generate_songs')?.('clip', { id: 'x' });
    expect(subject.getSnapshot().context.order).toEqual([]);
    subject.send({ type: 'generations.track', request: request(pair()) });
    const ref = subject.getSnapshot().context.refs['request-1-a']!;
    subject.send({ type: 'generations.forget', clipId: 'request-1-a' });
    expect(ref.getSnapshot().status).toBe('stopped');
    expect(subject.getSnapshot().context.order).toEqual(['request-1-b']);
  });

  it('unsubscribes from the channel when it stops (sign-out)', async () => {
    const { root, realtime } = start();
    await flush();
    expect(realtime.listeners.size).toBe(1);
    root.stop();
    expect(realtime.listeners.size).toBe(0);
  });
});
