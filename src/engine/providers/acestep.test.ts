import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeWav, encodeMp3, encodeWav } from '../encode';
import { sine, testTone } from '../encode/test-signals';
import { planSong, type SongRequest } from '../pipeline/plan';
import { createAceStepProvider, type AceStepOptions } from './acestep';
import { ProviderError, type EngineProvider, type ProviderEvent } from './provider';

/**
 * The adapter against a local server answering in the shapes of ACE-Step 1.5's API.md: the
 * `{ data, code, error }` wrapper, integer task status, `result` as a JSON string, and audio
 * at `/v1/audio?path=...`.
 */
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

interface FakeAceStep {
  url: string;
  calls: { method: string; path: string; auth: string | undefined; body: string }[];
  close(): Promise<void>;
}

const servers: FakeAceStep[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fakeAceStep(handle: Handler): Promise<FakeAceStep> {
  const calls: FakeAceStep['calls'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (part: Buffer) => (body += part.toString()));
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        auth: request.headers.authorization,
        body,
      });
      handle(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(fake);
  return fake;
}

const wrapped = (data: unknown) => ({ data, code: 200, error: null, timestamp: 1, extra: null });

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const TASK_ID = '550e8400-e29b-41d4-a716-446655440000';
const AUDIO_PATH = '/v1/audio?path=%2Ftmp%2Fapi_audio%2Fsong.wav';

/** A documented query_result entry: status 0, 1 or 2, `result` a JSON string. */
function taskEntry(status: 0 | 1 | 2, outputs: unknown[] = []) {
  return [{ task_id: TASK_ID, status, result: JSON.stringify(outputs) }];
}

const succeeded = (file = AUDIO_PATH) =>
  taskEntry(1, [
    {
      file,
      wave: '',
      status: 1,
      prompt: 'synth pop',
      metas: { bpm: 118, duration: 1, keyscale: 'A Minor', timesignature: '4' },
      seed_value: '3',
      dit_model: 'acestep-v15-turbo',
    },
  ]);

/**
 * A model server: release_task answers a task id, query_result answers `statuses` in turn
 * (then the last one), /v1/audio answers `audio`; `key` is required when set.
 */
function modelServer(options: {
  statuses: ReturnType<typeof taskEntry>[];
  audio?: Uint8Array;
  key?: string;
}): Handler {
  let polls = 0;
  return (request, _body, response) => {
    if (options.key && request.headers.authorization !== `Bearer ${options.key}`) {
      json(response, 401, { detail: 'Invalid API key' });
    } else if (request.url === '/release_task') {
      json(response, 200, wrapped({ task_id: TASK_ID, status: 'queued', queue_position: 1 }));
    } else if (request.url === '/query_result') {
      const answer = options.statuses[Math.min(polls, options.statuses.length - 1)];
      polls += 1;
      json(response, 200, wrapped(answer));
    } else if (request.url?.startsWith('/v1/audio') && options.audio) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(options.audio);
    } else {
      json(response, 404, { detail: 'Not Found' });
    }
  };
}

const SONG: SongRequest = { description: 'upbeat synth pop about neon nights', seed: 3 };
const FAST: Partial<AceStepOptions> = { pollIntervalMs: 5, maxPollIntervalMs: 20 };

async function collect(provider: EngineProvider, signal?: AbortSignal) {
  const events: ProviderEvent[] = [];
  for await (const event of provider.generate({ task: 'generate', song: SONG }, signal)) {
    events.push(event);
  }
  return events;
}

/** One second of a two-tone signal as a 48 kHz WAV, the rate ACE-Step renders at. */
function wavAt48k(): Uint8Array {
  const tone = { left: sine(440, 1, 0.5, 48_000), right: sine(660, 1, 0.5, 48_000) };
  return encodeWav(tone, { sampleRate: 48_000 });
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

describe('ACE-Step adapter', () => {
  it('releases a task, polls until it succeeds, and makes our formats from its WAV', async () => {
    const server = await fakeAceStep(
      modelServer({
        statuses: [taskEntry(0), taskEntry(0), succeeded()],
        audio: wavAt48k(),
        key: 'secret',
      }),
    );
    const provider = createAceStepProvider({ url: server.url, apiKey: 'secret', ...FAST });

    const events = await collect(provider);

    expect(events.map((event) => event.kind)).toEqual([
      'cover',
      'progress',
      'progress',
      'progress',
      'done',
    ]);
    expect(events.filter((e) => e.kind === 'progress').map((e) => e.stage)).toEqual([
      'queued',
      'downloading',
      'encoding',
    ]);
    const done = events.at(-1);
    if (done?.kind !== 'done') throw new Error('no done event');
    expect(done.provider).toBe('acestep');
    expect(done.durationS).toBeCloseTo(1, 2);
    expect(ascii(done.m4a, 4, 8)).toBe('ftyp');
    expect([...done.webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(done.mp3[0]).toBe(0xff);
    const plan = planSong(SONG);
    expect(done.lyrics).toBe(plan.lyrics);
    expect(done.title).toBe(plan.score.title);
    const score = JSON.parse(done.scoreJson) as Record<string, unknown>;
    expect(score).toMatchObject({ provider: 'acestep', tempo_bpm: 118, key: 'A Minor' });

    expect(server.calls.map((call) => call.path)).toEqual([
      '/release_task',
      '/query_result',
      '/query_result',
      '/query_result',
      AUDIO_PATH,
    ]);
    expect(server.calls.every((call) => call.auth === 'Bearer secret')).toBe(true);
    const released = JSON.parse(server.calls[0]!.body) as Record<string, unknown>;
    expect(released).toMatchObject({
      lyrics: plan.lyrics,
      seed: 3,
      use_random_seed: false,
      batch_size: 1,
      audio_format: 'wav',
      task_type: 'text2music',
    });
    expect(JSON.parse(server.calls[1]!.body)).toEqual({ task_id_list: [TASK_ID] });
  });

  it('decodes MP3 audio, under a base URL with a path', async () => {
    const mp3 = encodeMp3(testTone(1));
    const inner = modelServer({ statuses: [succeeded('/v1/audio?path=song.mp3')], audio: mp3 });
    // The server sits behind a proxy at /acestep/.
    const server = await fakeAceStep((request, body, response) => {
      request.url = request.url?.replace(/^\/acestep/, '');
      inner(request, body, response);
    });
    const provider = createAceStepProvider({ url: `${server.url}/acestep`, ...FAST });

    const done = (await collect(provider)).at(-1);

    if (done?.kind !== 'done') throw new Error('no done event');
    // LAME adds encoder delay and padding: about a frame either side.
    expect(done.durationS).toBeGreaterThan(0.95);
    expect(done.durationS).toBeLessThan(1.2);
    expect(server.calls.map((call) => call.path)).toEqual([
      '/acestep/release_task',
      '/acestep/query_result',
      '/acestep/v1/audio?path=song.mp3',
    ]);
    expect(server.calls.every((call) => call.auth === undefined)).toBe(true);
  });

  it('reports a failed task with the model’s error', async () => {
    const server = await fakeAceStep(
      modelServer({ statuses: [taskEntry(0), taskEntry(2, [{ error: 'CUDA out of memory' }])] }),
    );
    const provider = createAceStepProvider({ url: server.url, ...FAST });

    const failure = collect(provider);

    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ code: 'taskFailed' });
    await expect(failure).rejects.toThrow(/CUDA out of memory/);
  });

  it('gives up when the task never finishes', async () => {
    const server = await fakeAceStep(modelServer({ statuses: [taskEntry(0)] }));
    // Long enough for a few polls on a loaded machine (200 ms saw none: the first call took longer).
    const provider = createAceStepProvider({ url: server.url, ...FAST, timeoutMs: 1500 });

    await expect(collect(provider)).rejects.toMatchObject({ code: 'timeout' });
    expect(server.calls.filter((call) => call.path === '/query_result').length).toBeGreaterThan(1);
  });

  it('gives up on a server that never answers', async () => {
    const server = await fakeAceStep(() => undefined);
    const provider = createAceStepProvider({ url: server.url, ...FAST, requestTimeoutMs: 100 });

    await expect(collect(provider)).rejects.toMatchObject({ code: 'timeout' });
  });

  it('refuses a bad key with 401, before any polling', async () => {
    const server = await fakeAceStep(modelServer({ statuses: [succeeded()], key: 'right' }));
    const provider = createAceStepProvider({ url: server.url, apiKey: 'wrong', ...FAST });

    const failure = collect(provider);

    await expect(failure).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
    await expect(failure).rejects.toThrow(/Invalid API key/);
    expect(server.calls.map((call) => call.path)).toEqual(['/release_task']);
  });

  it('rejects an answer that is not JSON', async () => {
    const server = await fakeAceStep((request, _body, response) => {
      if (request.url === '/release_task') {
        json(response, 200, wrapped({ task_id: TASK_ID, status: 'queued' }));
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"data": [');
      }
    });
    const provider = createAceStepProvider({ url: server.url, ...FAST });

    await expect(collect(provider)).rejects.toMatchObject({ code: 'malformedResponse' });
  });

  it('rejects JSON in another shape', async () => {
    const server = await fakeAceStep((_request, _body, response) => {
      json(response, 200, { taskId: TASK_ID });
    });
    const provider = createAceStepProvider({ url: server.url, ...FAST });

    await expect(collect(provider)).rejects.toMatchObject({ code: 'malformedResponse' });
  });

  it('passes on the server’s refusal inside the wrapper', async () => {
    const server = await fakeAceStep((_request, _body, response) => {
      json(response, 200, { data: null, code: 429, error: 'Server busy', timestamp: 1 });
    });
    const provider = createAceStepProvider({ url: server.url, ...FAST });

    await expect(collect(provider)).rejects.toMatchObject({ code: 'rejected' });
  });

  it('rejects downloaded bytes that are not audio', async () => {
    const server = await fakeAceStep(
      modelServer({ statuses: [succeeded()], audio: new TextEncoder().encode('<html>') }),
    );
    const provider = createAceStepProvider({ url: server.url, ...FAST });

    await expect(collect(provider)).rejects.toMatchObject({ code: 'badAudio' });
  });

  it('reports a server it cannot reach', async () => {
    const server = await fakeAceStep(() => undefined);
    await server.close();
    const provider = createAceStepProvider({ url: server.url, ...FAST });

    await expect(collect(provider)).rejects.toMatchObject({ code: 'network' });
  });

  it('stops with the caller’s reason when aborted while polling', async () => {
    const controller = new AbortController();
    const server = await fakeAceStep((request, body, response) => {
      if (request.url === '/query_result') controller.abort(new Error('worker stopping'));
      modelServer({ statuses: [taskEntry(0)] })(request, body, response);
    });
    const provider = createAceStepProvider({ url: server.url, ...FAST });

    const failure = collect(provider, controller.signal);

    await expect(failure).rejects.toThrow('worker stopping');
    await expect(failure).rejects.not.toBeInstanceOf(ProviderError);
  });

  it('has no task but generate', async () => {
    const server = await fakeAceStep(modelServer({ statuses: [succeeded()] }));
    const provider = createAceStepProvider({ url: server.url, ...FAST });

    const events = provider.generate({ task: 'cover', song: SONG });

    await expect(events.next()).rejects.toMatchObject({ code: 'unsupportedTask' });
    expect(server.calls).toEqual([]);
  });
});

describe('the WAV the fake serves', () => {
  it('is 48 kHz stereo, so the adapter resamples it', () => {
    expect(decodeWav(wavAt48k()).sampleRate).toBe(48_000);
  });
});
