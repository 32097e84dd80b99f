import type { MessageCode } from '../../src/contracts/client-messages';

/** A lyrics failure as the view shows it: a code, and the name a copyright issue quotes. */
export interface LyricsError {
  code: MessageCode;
  params?: { name: string };
}

/** "…artist name: Foo", "producer tag 'Bar'": the quoted name, when the message has one. */
const NAMED = /(?:artist name|producer tag)s?\b\W*["'“‘]?([^"'”’.,;]+)/i;

/** Spec 001 §8 "Lyrics errors": the server's message decides what the user sees. */
export function lyricsErrorOf(message: string | null | undefined): LyricsError {
  const text = message ?? '';
  if (/too many requests/i.test(text)) return { code: 'lyricsWait' };
  if (/flagged for moderation|inappropriate material/i.test(text)) {
    return { code: 'lyricsModerationFlagged' };
  }
  const named = NAMED.exec(text);
  if (named) return { code: 'lyricsCopyright', params: { name: named[1]!.trim() } };
  if (/copyrighted/i.test(text)) return { code: 'lyricsCopyright' };
  if (/malformed|unable to generate/i.test(text)) return { code: 'lyricsPromptError' };
  return { code: 'lyricsFailed' };
}
