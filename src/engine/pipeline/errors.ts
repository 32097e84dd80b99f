/** Why a song request cannot be rendered; the CLI exits 2 and the API answers 4xx with it. */
export type EngineInputErrorCode =
  'emptyPrompt' | 'lyricsTooLong' | 'descriptionTooLong' | 'unknownModel' | 'invalidDuration';

export class EngineInputError extends Error {
  constructor(
    readonly code: EngineInputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineInputError';
  }
}
