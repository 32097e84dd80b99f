import { setTimeout as sleep } from 'node:timers/promises';
import { renderCover } from '../artwork/cover';
import { planSong, type SongPlan } from '../pipeline/plan';
import {
  errorDetail,
  keyScaleOf,
  parseReleased,
  parseTaskState,
  QUERY_RESULT_PATH,
  RELEASE_TASK_PATH,
  ShapeError,
  unwrap,
  type ReleaseTaskBody,
  type TaskState,
} from './acestep-api';
import { finishRemoteSong } from './finish';
import {
  ProviderError,
  type EngineProvider,
  type EngineTask,
  type ProviderErrorCode,
  type ProviderEvent,
  type ProviderRequest,
} from './provider';

export interface AceStepOptions {
  /** The server's base address, e.g. `http://gpu-box:8001`. */
  url: string;
  /** Sent as `Authorization: Bearer <key>` when set. */
  apiKey?: string;
  /** The whole job (release, polls, download), default 8 min. */
  timeoutMs?: number;
  /** One HTTP call, default 30 s. */
  requestTimeoutMs?: number;
  /** First wait before polling, default 1 s; each wait is 1.5 times the last. */
  pollIntervalMs?: number;
  /** Longest wait between polls, default 5 s. */
  maxPollIntervalMs?: number;
  /** What the server sends back: WAV (default: lossless, decoded here), MP3 or FLAC. */
  audioFormat?: ReleaseTaskBody['audio_format'];
  /** ACE-Step's 5Hz LM writes audio codes first: slower, better (their advice); default true. */
  thinking?: boolean;
  /** One of the server's DiT models (`GET /v1/models`); the server's default when unset. */
  model?: string;
  fetch?: typeof fetch;
}

/**
 * Under the reaper's 15 minutes for a `queued` clip (the clip stays queued while the remote
 * model works, since nothing streams), with room for the download and our encodes.
 */
const DEFAULT_TIMEOUT_MS = 8 * 60_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const POLL_BACKOFF = 1.5;
/** ACE-Step's accepted `audio_duration` range (API.md §4.2). */
const MIN_DURATION_S = 10;
const MAX_DURATION_S = 600;

const TASKS: readonly EngineTask[] = ['generate'];

/**
 * The ACE-Step 1.5 REST API as a provider: releases a text2music task, polls its result with
 * backoff until it succeeds, fails or the job times out, downloads the audio and makes our
 * formats from it. Title, lyrics, tempo and key come from the engine's plan, so the clip sings
 * the lyrics the create response already showed.
 */
export function createAceStepProvider(options: AceStepOptions): EngineProvider {
  return {
    id: 'acestep',
    tasks: TASKS,
    generate: (request, signal) => generate(options, request, signal),
  };
}

async function* generate(
  options: AceStepOptions,
  request: ProviderRequest,
  signal?: AbortSignal,
): AsyncGenerator<ProviderEvent> {
  if (!TASKS.includes(request.task)) {
    throw new ProviderError(
      'acestep',
      'unsupportedTask',
      `the model has no "${request.task}" task`,
    );
  }
  const plan = planSong(request.song);
  const { score } = plan;
  yield {
    kind: 'cover',
    bytes: renderCover({
      title: score.title,
      genres: score.style.genres,
      moods: score.style.moods,
      seed: score.seed,
    }),
  };
  const client = new AceStepClient(options, signal);
  const released = parseOr(
    await client.postJson(RELEASE_TASK_PATH, releaseBody(options, request, plan)),
    parseReleased,
  );
  yield { kind: 'progress', stage: 'queued', ...released };
  const done = await client.waitFor(released.taskId);
  yield { kind: 'progress', stage: 'downloading' };
  const audio = await client.download(done.file);
  yield { kind: 'progress', stage: 'encoding' };
  let finished;
  try {
    finished = await finishRemoteSong(audio, plan, {
      ...(done.bpm !== undefined && { tempoBpm: done.bpm }),
      ...(done.keyScale !== undefined && { key: done.keyScale }),
    });
  } catch (error) {
    throw new ProviderError('acestep', 'badAudio', (error as Error).message, { cause: error });
  }
  yield { kind: 'done', provider: 'acestep', ...finished };
}

function releaseBody(
  options: AceStepOptions,
  request: ProviderRequest,
  plan: SongPlan,
): ReleaseTaskBody {
  const { song } = request;
  const { score } = plan;
  const voice = score.instrumental ? [] : [`${score.vocals.gender} vocals`];
  const prompt = [song.description?.trim(), plan.tags, ...voice].filter(Boolean).join(', ');
  return {
    prompt,
    lyrics: plan.lyrics ?? '[Instrumental]',
    audio_duration: Math.min(MAX_DURATION_S, Math.max(MIN_DURATION_S, Math.round(score.duration))),
    bpm: Math.round(score.tempoBpm),
    key_scale: keyScaleOf(score.key.name),
    vocal_language: 'en',
    audio_format: options.audioFormat ?? 'wav',
    thinking: options.thinking ?? true,
    use_random_seed: false,
    seed: song.seed,
    batch_size: 1,
    task_type: 'text2music',
    ...(options.model && { model: options.model }),
  };
}

/** Runs `parse` over a wrapped answer; a shape it does not know is a malformed answer. */
function parseOr<T>(body: unknown, parse: (data: unknown) => T): T {
  try {
    const unwrapped = unwrap(body);
    if ('error' in unwrapped) {
      throw new ProviderError('acestep', 'rejected', `the server refused: ${unwrapped.error}`);
    }
    return parse(unwrapped.data);
  } catch (error) {
    if (error instanceof ShapeError) {
      throw new ProviderError('acestep', 'malformedResponse', error.message, { cause: error });
    }
    throw error;
  }
}

/** HTTP calls with the key, per-call and whole-job time limits, and typed errors. */
class AceStepClient {
  private readonly base: URL;
  private readonly job: AbortSignal;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly options: AceStepOptions,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
    this.job = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    this.fetch = options.fetch ?? fetch;
  }

  /** Polls until the task succeeds (its state, with the file) or fails (thrown). */
  async waitFor(taskId: string): Promise<Extract<TaskState, { status: 'succeeded' }>> {
    let wait = this.options.pollIntervalMs ?? 1000;
    const longest = this.options.maxPollIntervalMs ?? 5000;
    for (;;) {
      await this.guard(() => sleep(wait, undefined, { signal: this.signals() }));
      const answer = await this.postJson(QUERY_RESULT_PATH, { task_id_list: [taskId] });
      const state = parseOr(answer, (data) => parseTaskState(data, taskId));
      if (state.status === 'succeeded') return state;
      if (state.status === 'failed') {
        throw new ProviderError('acestep', 'taskFailed', state.error);
      }
      wait = Math.min(wait * POLL_BACKOFF, longest);
    }
  }

  postJson(path: string, body: unknown): Promise<unknown> {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    return this.call(this.resolve(path), init, async (response) => {
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new ProviderError('acestep', 'malformedResponse', `${path} did not answer JSON`, {
          cause: error,
        });
      }
    });
  }

  download(file: string): Promise<Uint8Array> {
    return this.call(this.resolve(file), { method: 'GET' }, async (response) => {
      return new Uint8Array(await response.arrayBuffer());
    });
  }

  /**
   * A path of the API (`/release_task`, or the `/v1/audio?path=...` a result names) under the
   * configured base, which may itself have a path. The key is only ever sent to that server.
   */
  private resolve(path: string): URL {
    if (/^https?:\/\//i.test(path)) {
      const url = new URL(path);
      if (url.origin !== this.base.origin) {
        throw new ProviderError('acestep', 'malformedResponse', `audio on another host: ${path}`);
      }
      return url;
    }
    return new URL(path.replace(/^\/+/, ''), this.base);
  }

  /** One HTTP call, its answer read by `read` within the same time limit. */
  private call<T>(url: URL, init: RequestInit, read: (response: Response) => Promise<T>) {
    const headers = new Headers(init.headers);
    if (this.options.apiKey) headers.set('authorization', `Bearer ${this.options.apiKey}`);
    const perCall = AbortSignal.timeout(
      this.options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    );
    return this.guard(async () => {
      const response = await this.fetch(url, { ...init, headers, signal: this.signals(perCall) });
      if (!response.ok) throw await failure(response, `${init.method} ${url.pathname}`);
      return read(response);
    }, perCall);
  }

  private signals(...more: AbortSignal[]): AbortSignal {
    return AbortSignal.any([this.job, ...more, ...(this.signal ? [this.signal] : [])]);
  }

  /** Turns an abort or a failed connection into the caller's reason or a typed error. */
  private async guard<T>(run: () => Promise<T>, perCall?: AbortSignal): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (this.signal?.aborted) throw this.signal.reason;
      const seconds = (ms: number | undefined, fallback: number) => (ms ?? fallback) / 1000;
      if (this.job.aborted) {
        const limit = seconds(this.options.timeoutMs, DEFAULT_TIMEOUT_MS);
        throw new ProviderError('acestep', 'timeout', `no song within ${limit} s`, {
          cause: error,
        });
      }
      if (perCall?.aborted) {
        const limit = seconds(this.options.requestTimeoutMs, DEFAULT_REQUEST_TIMEOUT_MS);
        throw new ProviderError('acestep', 'timeout', `no answer within ${limit} s`, {
          cause: error,
        });
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProviderError('acestep', 'network', `cannot reach ${this.base.origin}: ${reason}`, {
        cause: error,
      });
    }
  }
}

/** The typed error for an HTTP error answer, with the server's `detail` when it gave one. */
async function failure(response: Response, what: string): Promise<ProviderError> {
  const detail = await response
    .json()
    .then(errorDetail)
    .catch(() => null);
  const status = `${what} answered ${response.status}`;
  const code: ProviderErrorCode =
    response.status === 401 || response.status === 403 ? 'unauthorized' : 'httpError';
  return new ProviderError('acestep', code, detail ? `${status}: ${detail}` : status, {
    status: response.status,
  });
}
