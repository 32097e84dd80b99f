import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** `#tag` after a start or a non-word character, as the hashtag search reads captions. */
const HASHTAG = /(^|[^\p{L}\p{N}_])#([\p{L}\p{N}_]+)/gu;

/** Splits text into plain runs and hashtags (without '#'), in order. */
export function hashtagParts(text: string): { text: string; tag?: string }[] {
  const parts: { text: string; tag?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index + match[1]!.length;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: `#${match[2]}`, tag: match[2]!.toLowerCase() });
    at = start + 1 + match[2]!.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** A caption or description with each hashtag a link to its page (/hashtag/{tag}). */
export function HashtagText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      {hashtagParts(text).map((part, i) =>
        part.tag ? (
          <Link
            key={i}
            to="/hashtag/$tag"
            params={{ tag: part.tag }}
            aria-label={t('tags.hashtagLink', { tag: part.tag })}
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
