/** Why a song request cannot be rendered; the CLI exits 2 and the API answers 4xx with it. */
export type EngineInputErrorCode =
  | 'emptyPrompt'
  | 'lyricsTooLong'
  | 'descriptionTooLong'
  | 'unknownModel'
  | 'invalidDuration'
  /** A stored clip a task reads is missing, unreadable or lacks what the task needs. */
  | 'invalidClip'
  /** A task's options do not fit (a range outside the clip, mumble on a model without it). */
  | 'invalidTaskOption';

export class EngineInputError extends Error {
  constructor(
    readonly code: EngineInputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineInputError';
  }
}
