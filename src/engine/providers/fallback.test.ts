import { describe, expect, it } from 'vitest';
import { createAceStepProvider } from './acestep';
import { withFallback } from './fallback';
import type { EngineProvider, ProviderEvent, ProviderRequest } from './provider';

const SONG = { description: 'a calm lofi song about coffee', seed: 5 };

/** A stand-in for the procedural engine that has a `cover` task and answers at once. */
function fakeProcedural(): EngineProvider & { requests: ProviderRequest[] } {
  const requests: ProviderRequest[] = [];
  return {
    id: 'procedural',
    tasks: ['generate', 'cover'],
    requests,
    async *generate(request) {
      requests.push(request);
      yield { kind: 'chunk', mp3: new Uint8Array([0xff, 0xfb]), untilS: 1 };
      yield {
        kind: 'done',
        provider: 'procedural',
        mp3: new Uint8Array([0xff, 0xfb]),
        m4a: new Uint8Array(),
        webm: new Uint8Array(),
        scoreJson: '{}',
        durationS: 1,
        title: 'Coffee',
        lyrics: null,
        alignedWords: [],
      };
    },
  };
}

async function collect(events: AsyncIterable<ProviderEvent>) {
  const all: ProviderEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

// Nothing listens on port 9: a call to this server would fail with a network error.
const unreachable = createAceStepProvider({ url: 'http://127.0.0.1:9', requestTimeoutMs: 1000 });

describe('withFallback', () => {
  it('sends a task the remote model lacks to the procedural engine, which records itself', async () => {
    const procedural = fakeProcedural();
    const provider = withFallback(unreachable, procedural);

    const events = await collect(provider.generate({ task: 'cover', song: SONG }));

    expect(procedural.requests).toEqual([{ task: 'cover', song: SONG }]);
    expect(events.at(-1)).toMatchObject({ kind: 'done', provider: 'procedural' });
    expect(provider.id).toBe('acestep');
    expect(provider.tasks).toEqual(['generate', 'cover']);
  });

  it('keeps a task the remote model has on the remote model', async () => {
    const procedural = fakeProcedural();
    const provider = withFallback(unreachable, procedural);

    await expect(
      collect(provider.generate({ task: 'generate', song: SONG })),
    ).rejects.toMatchObject({ provider: 'acestep', code: 'network' });
    expect(procedural.requests).toEqual([]);
  });

  it('refuses a task neither provider has', async () => {
    const provider = withFallback(unreachable, fakeProcedural());

    await expect(collect(provider.generate({ task: 'stems', song: SONG }))).rejects.toMatchObject({
      code: 'unsupportedTask',
    });
  });
});
