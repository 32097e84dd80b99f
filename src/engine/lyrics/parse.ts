/**
 * Lyrics text → song form. Section tags such as `[Verse 2]` or `[Chorus]`
 * (any case) start sections; unknown tags are sung as verses under their own
 * label; words are stripped of punctuation but keep apostrophes.
 */
import type { LyricLine, LyricSection, LyricWord, ParsedLyrics, SectionKind } from '../score.ts';
import { syllabify } from './syllables.ts';

/** Keywords of a tag, checked in order so 'pre-chorus' is not read as 'chorus'. */
const TAG_KINDS: readonly [RegExp, SectionKind][] = [
  [/\bpre[\s-]?chorus\b|\bbuild[\s-]?up\b|\bbuild\b|\blift\b/, 'preChorus'],
  [/\bchorus\b|\bhook\b|\brefrain\b|\bpost[\s-]?chorus\b|\bdrop\b/, 'chorus'],
  [/\bverse\b|\brap\b/, 'verse'],
  [/\bbridge\b|\bmiddle\s*(8|eight)\b/, 'bridge'],
  [/\bintro\b|\bopening\b/, 'intro'],
  [/\boutro\b|\bending\b|\bend\b|\bcoda\b|\bfade\b/, 'outro'],
  [/\binstrumental\b|\binterlude\b|\bsolo\b|\bbreak\b|\bbreakdown\b/, 'instrumental'],
];

const DEFAULT_LABELS: Record<SectionKind, string> = {
  intro: 'Intro',
  verse: 'Verse',
  preChorus: 'Pre-Chorus',
  chorus: 'Chorus',
  bridge: 'Bridge',
  outro: 'Outro',
  instrumental: 'Instrumental',
};

/** The section kind a tag names; unknown tags are verses. */
export function sectionKindOf(tag: string): SectionKind {
  const lower = tag.toLowerCase();
  return TAG_KINDS.find(([pattern]) => pattern.test(lower))?.[1] ?? 'verse';
}

/** A tag line: `[Chorus]`, `[Verse 2: lead]`, or an unclosed `[Bridge` at the start of a line. */
const TAG_LINE = /^\s*\[([^\]]{0,60})(?:\]|$)(.*)$/;

/** The words of one lyric line, each with its syllables. */
export function parseLine(line: string): LyricWord[] {
  const words: LyricWord[] = [];
  for (const token of line.replace(/[’‘`]/g, "'").split(/[\s\-–—/]+/)) {
    const text = cleanToken(token);
    if (!text) continue;
    const syllables = syllabify(text);
    if (syllables.length > 0) words.push({ text, syllables });
  }
  return words;
}

/** Strips punctuation, keeping inner apostrophes and the g-dropping one of "lovin'". */
function cleanToken(token: string): string {
  let text = token.replace(/[^\p{L}\p{N}']/gu, '');
  text = text.replace(/^'+(?!(cause|til|bout|em|round|cuz)$)/i, '');
  if (!/in'$/i.test(text)) text = text.replace(/'+$/, '');
  return text;
}

/** Parses lyrics into sections of lines of syllabified words. Never throws. */
export function parseLyrics(text: string): ParsedLyrics {
  const sections: LyricSection[] = [];
  let current: LyricSection | null = null;
  const open = (kind: SectionKind, label: string): LyricSection => {
    const section: LyricSection = { kind, label, lines: [] };
    sections.push(section);
    return section;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const tag = TAG_LINE.exec(raw);
    let lyric = raw;
    if (tag) {
      const label = tag[1]!.replace(/[:\s]+$/, '').trim();
      const kind = sectionKindOf(label);
      current = open(kind, label || DEFAULT_LABELS[kind]);
      lyric = tag[2] ?? '';
    }
    const words = parseLine(lyric);
    if (words.length === 0) continue;
    current ??= open('verse', DEFAULT_LABELS.verse);
    const line: LyricLine = { words };
    current.lines.push(line);
  }
  return { sections };
}
