import type { SongRequest } from '../pipeline/plan';
import type { AlignedWord, StereoBuffer } from '../score';

/** Who made a clip; the clip records it. */
export type ProviderId = 'procedural' | 'acestep';

/** The generation tasks of issue #5; `generate` is a new song from a prompt. */
export type EngineTask = 'generate' | 'extend' | 'cover' | 'infill' | 'upsample' | 'stems';

/**
 * One job for a provider. `song` is the stored request of the clip (same seed, same song);
 * `params` holds a later task's own fields (source clip, ranges), defined with that task.
 */
export interface ProviderRequest {
  task: EngineTask;
  song: SongRequest;
  params?: Readonly<Record<string, unknown>>;
  /**
   * false when the caller keeps no WAV master or stems: the procedural engine then renders
   * without stems (less memory) and sends no `audio`. The encoded files are the same.
   */
  masters?: boolean;
}

/** The song's final files and what is known about it. */
export interface ProviderResult {
  provider: ProviderId;
  mp3: Uint8Array;
  m4a: Uint8Array;
  webm: Uint8Array;
  /** The clip's `score.json`, serialised. */
  scoreJson: string;
  durationS: number;
  title: string;
  /** The words sung, or null for an instrumental. */
  lyrics: string | null;
  /** Word timings, when the provider knows them (empty otherwise). */
  alignedWords: AlignedWord[];
  /**
   * The mastered song and its exact stems, when the provider has them (the procedural engine):
   * stored as the clip's WAV files, which the later tasks (extend, stems...) start from.
   */
  audio?: {
    master: StereoBuffer;
    stems: { vocals: StereoBuffer; backing: StereoBuffer; instrumental: StereoBuffer };
  };
}

/**
 * What a provider reports while it works, in order: `cover` first when it has one, any number
 * of `progress` and `chunk` (streamed MP3 whose concatenation plays; only providers that
 * stream send them), and `done` last.
 */
export type ProviderEvent =
  | { kind: 'cover'; bytes: Uint8Array }
  | { kind: 'progress'; stage: ProviderStage; queuePosition?: number }
  | { kind: 'chunk'; mp3: Uint8Array; untilS: number }
  | ({ kind: 'done' } & ProviderResult);

/** queued: the remote model has the task (queued or running); encoding: making our formats. */
export type ProviderStage = 'queued' | 'downloading' | 'encoding';

/** A music generator behind the engine's port: the procedural engine or a remote model. */
export interface EngineProvider {
  id: ProviderId;
  tasks: readonly EngineTask[];
  /**
   * Runs one request; ends after the `done` event or throws (a {@link ProviderError}, an
   * `EngineInputError` for bad input, or the signal's reason once aborted).
   */
  generate(request: ProviderRequest, signal?: AbortSignal): AsyncGenerator<ProviderEvent>;
}

export type ProviderErrorCode =
  | 'unsupportedTask'
  | 'unauthorized'
  | 'httpError'
  | 'malformedResponse'
  | 'rejected'
  | 'taskFailed'
  | 'timeout'
  | 'network'
  | 'badAudio';

/** A provider could not make the song; `code` says why, for logs and tests. */
export class ProviderError extends Error {
  /** The HTTP status, when a remote server answered one. */
  readonly status: number | undefined;

  constructor(
    readonly provider: ProviderId,
    readonly code: ProviderErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(`${provider}: ${message}`, options?.cause === undefined ? {} : { cause: options.cause });
    this.name = 'ProviderError';
    this.status = options?.status;
  }
}
