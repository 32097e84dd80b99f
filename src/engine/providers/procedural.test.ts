import { describe, expect, it } from 'vitest';
import { createProceduralProvider } from './procedural';
import type { ProviderEvent } from './provider';

describe('procedural provider', () => {
  it('sends the cover, streamed MP3 chunks, then the final files made by the engine', async () => {
    const provider = createProceduralProvider();
    const song = { tags: 'ambient', instrumental: true, seed: 2, maxDurationS: 8 };
    const events: ProviderEvent[] = [];
    for await (const event of provider.generate({ task: 'generate', song })) events.push(event);

    expect(events[0]?.kind).toBe('cover');
    expect(events.filter((event) => event.kind === 'chunk').length).toBeGreaterThan(1);
    const done = events.at(-1);
    if (done?.kind !== 'done') throw new Error('no done event');
    expect(done.provider).toBe('procedural');
    expect(done.lyrics).toBeNull();
    expect(JSON.parse(done.scoreJson)).toMatchObject({ seed: 2, instrumental: true });
    expect(done.durationS).toBeGreaterThan(0);
  }, 120_000);

  it('refuses tasks the engine does not have yet', async () => {
    const events = createProceduralProvider().generate({
      task: 'stems',
      song: { tags: 'pop', seed: 1 },
    });
    await expect(events.next()).rejects.toMatchObject({ code: 'unsupportedTask' });
  });
});
