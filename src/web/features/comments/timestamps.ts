/** A `m:ss` (or `h:mm:ss`) time in a comment, as text pieces and seconds. */
const TIME = /\b(?:(\d{1,2}):)?(\d{1,2}):([0-5]\d)\b/g;

export type CommentPiece = { text: string } | { text: string; seconds: number };

/** Splits a comment's text into plain text and times that seek the player (spec: "at 1:23"). */
export function splitTimestamps(content: string): CommentPiece[] {
  const pieces: CommentPiece[] = [];
  let last = 0;
  for (const match of content.matchAll(TIME)) {
    const [whole, hours, minutes, seconds] = match;
    if (match.index > last) pieces.push({ text: content.slice(last, match.index) });
    const total = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
    pieces.push({ text: whole, seconds: total });
    last = match.index + whole.length;
  }
  if (last < content.length) pieces.push({ text: content.slice(last) });
  return pieces;
}

/** The first time a comment names, as its track_timestamp, or null. */
export const firstTimestamp = (content: string): number | null => {
  const piece = splitTimestamps(content).find((item) => 'seconds' in item);
  return piece && 'seconds' in piece ? piece.seconds : null;
};

/** Handles written as @handle in a comment (its user_mentions). */
export const mentionsIn = (content: string): string[] => [
  ...new Set([...content.matchAll(/@(\w{1,64})/g)].map((match) => match[1]!)),
];

/** `seconds` as m:ss. */
export const formatTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
