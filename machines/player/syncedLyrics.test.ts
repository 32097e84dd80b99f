import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AlignedLyrics } from '../../src/contracts/aligned-lyrics';
import { codedError } from '../../tests/paths/helpers/fixtures';
import type { ClipsPort } from '../actors/ports';
import { createSyncedLyricsActors } from '../actors/syncedLyrics.actors';
import { syncedLyricsMachine } from './syncedLyrics.machine';

const word = (text: string, start_s: number) => ({
  word: text,
  start_s,
  end_s: start_s + 0.5,
  success: true,
  p_align: 1,
});

function start(answer: () => Promise<AlignedLyrics>) {
  const getAlignedLyrics = vi.fn(answer);
  const clips = { getAlignedLyrics } as unknown as ClipsPort;
  const machine = syncedLyricsMachine.provide({ actors: createSyncedLyricsActors(clips) });
  const actor = createActor(machine, { input: { clipId: 'clip-a' } }).start();
  return { actor, getAlignedLyrics };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('loading'));

describe('syncedLyrics', () => {
  it("keeps the clip's aligned words", async () => {
    const words = [word('Hello ', 1), word('world\n', 1.5)];
    const { actor, getAlignedLyrics } = start(async () => ({
      aligned_words: words,
      waveform_data: [],
      hoot_cer: 0,
    }));
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('aligned');
    expect(snapshot.context.words).toEqual(words);
    expect(getAlignedLyrics).toHaveBeenCalledWith('clip-a', expect.any(AbortSignal));
  });

  it('is unaligned when no word is sung or the clip has no alignment', async () => {
    const empty = start(async () => ({ aligned_words: [], waveform_data: [], hoot_cer: null }));
    expect((await settled(empty.actor)).value).toBe('unaligned');
    const refused = start(() => Promise.reject(codedError('remixNotAllowed')));
    expect((await settled(refused.actor)).value).toBe('unaligned');
  });

  it('fails on the network, then reads again on retry', async () => {
    const answers = [
      () => Promise.reject(codedError('network')),
      async () => ({ aligned_words: [word('Hi', 0)], waveform_data: [], hoot_cer: 0 }),
    ];
    const { actor } = start(() => answers.shift()!());
    const failed = await settled(actor);
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('network');
    actor.send({ type: 'syncedLyrics.retry' });
    const again = await waitFor(actor, (snapshot) => snapshot.matches('aligned'));
    expect(again.context.words).toHaveLength(1);
    expect(again.context.error).toBeNull();
  });
});
