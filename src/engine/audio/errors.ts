/** Audio the engine cannot use (unreadable, undecodable, a bad range): the CLI exits 2. */
export class AudioInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AudioInputError';
  }
}
