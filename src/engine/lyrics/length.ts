/**
 * The length the models' lyrics limits (models.ts `maxLyricsChars`) apply to:
 * the raw text's length in UTF-16 code units, as a browser text field's
 * `maxLength` and JavaScript's `String.length` count it, tags and line breaks
 * included, so the client and the server always agree.
 */
export function lyricsLength(text: string): number {
  return text.length;
}
