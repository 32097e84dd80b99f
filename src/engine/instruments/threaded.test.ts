import { describe, expect, it } from 'vitest';
import { concatStereo } from '../audio';
import { fixtureScore } from './fixtures';
import { renderInstruments } from './render';
import { renderInstrumentsThreaded, warmSynthThreads } from './threaded';

describe('threaded instruments', () => {
  it('renders the same samples on threads warmed before the song, its spans queued behind', async () => {
    const score = fixtureScore({ durationS: 6 });
    const whole = await renderInstruments(score);
    warmSynthThreads();
    // Asked for at once: the spans wait behind the warm-up on the same two threads.
    const threaded = renderInstrumentsThreaded(score, [2, 4, 6]);
    const chunks = [await threaded.next(), await threaded.next(), await threaded.next()];
    await threaded.next();
    await threaded.close();
    const joined = concatStereo(chunks);
    expect(joined.left.length).toBe(whole.left.length);
    expect(Array.from(joined.left)).toEqual(Array.from(whole.left));
  }, 60_000);
});
