/**
 * The song form: which sections play, how many bars each, and how full.
 * Lyric sections keep their order; the form adds an intro and an outro, and
 * (form-ending.ts) breaks, solos, a breakdown and a lifted final chorus to land
 * near the model's target length, or cuts sections to stay under its maximum.
 */
import type { LyricLine, ParsedLyrics, SectionKind } from '../score';
import type { Rng } from '../random';
import type { SectionPlan, SongContext } from './types';
import { clamp } from './theory';
import { extendForm, limitRepeats } from './form-ending';

export type Draft = Omit<SectionPlan, 'startBar'>;

const BASE_INTENSITY: Record<SectionKind, number> = {
  intro: 0.35,
  verse: 0.5,
  preChorus: 0.65,
  chorus: 0.9,
  bridge: 0.6,
  instrumental: 0.75,
  outro: 0.4,
};

const TAIL_S = 2;

/** Bars a sung line gets: two for a usual line, four for a long one. */
export function barsForLine(line: LyricLine): number {
  const syllables = line.words.reduce((sum, word) => sum + word.syllables.length, 0);
  if (syllables <= 13) return 2;
  if (syllables <= 26) return 4;
  return 2 * Math.ceil(syllables / 14);
}

const lineText = (line: LyricLine) => line.words.map((word) => word.text).join(' ');

export function intensityFor(context: SongContext, kind: SectionKind, repeat: number): number {
  const energy = context.style.energy - 0.5;
  return clamp(BASE_INTENSITY[kind] + energy * 0.3 + Math.min(repeat, 2) * 0.05, 0.1, 1);
}

export function instrumentalDraft(
  context: SongContext,
  kind: SectionKind,
  label: string,
  bars: number,
): Draft {
  const melody = kind === 'intro' || kind === 'outro' || kind === 'instrumental' ? 'hook' : 'lead';
  return {
    kind,
    label,
    bars,
    intensity: intensityFor(context, kind, 0),
    lines: [],
    lineBars: [],
    melody,
    melodyKey: melody === 'hook' ? 'hook' : label,
  };
}

function vocalDraft(
  context: SongContext,
  kind: SectionKind,
  label: string,
  lines: LyricLine[],
  repeat: number,
): Draft {
  const lineBars = lines.map(barsForLine);
  const sung = lineBars.reduce((sum, bars) => sum + bars, 0);
  return {
    kind,
    label,
    bars: Math.max(4, Math.ceil(sung / 4) * 4),
    intensity: intensityFor(context, kind, repeat),
    lines,
    lineBars,
    melody: 'vocal',
    melodyKey: `${kind}|${lines.map(lineText).join('/')}`,
  };
}

function place(drafts: readonly Draft[]): SectionPlan[] {
  let startBar = 0;
  return drafts.map((draft) => {
    const plan = { ...draft, startBar };
    startBar += draft.bars;
    return plan;
  });
}

/** Plans the sections of a song with lyrics, or of an instrumental when `lyrics` is null. */
export function planForm(
  context: SongContext,
  lyrics: ParsedLyrics | null,
  rng: Rng,
): SectionPlan[] {
  const barSeconds = (4 * 60) / context.tempoBpm;
  const seconds = (drafts: readonly Draft[]) =>
    drafts.reduce((sum, draft) => sum + draft.bars * barSeconds, 0) + TAIL_S;
  const { maxDurationS, targetDurationS } = context.model;
  const sung = lyrics?.sections.filter((section) => section.lines.length > 0) ?? [];
  if (!lyrics || sung.length === 0) return place(instrumentalForm(context, barSeconds));

  const repeats = new Map<SectionKind, number>();
  const body: Draft[] = [];
  for (const section of lyrics.sections) {
    if (section.lines.length === 0) {
      const bars = section.kind === 'intro' || section.kind === 'outro' ? 4 : 8;
      body.push(instrumentalDraft(context, section.kind, section.label, bars));
      continue;
    }
    const repeat = repeats.get(section.kind) ?? 0;
    repeats.set(section.kind, repeat + 1);
    body.push(vocalDraft(context, section.kind, section.label, section.lines, repeat));
  }
  const first = body[0];
  let intro =
    first?.kind === 'intro' && first.melody !== 'vocal'
      ? body.shift()!
      : instrumentalDraft(context, 'intro', 'Intro', barSeconds < 2.2 ? rng.pick([2, 4]) : 2);
  const last = body.at(-1);
  let outro =
    last?.kind === 'outro' && last.melody !== 'vocal'
      ? body.pop()!
      : instrumentalDraft(context, 'outro', 'Outro', barSeconds < 3 ? 4 : 2);

  // A limit too short for the edges and a two-bar sung part (previews, tests) gets one-bar edges.
  if (seconds([intro, outro]) + 2 * barSeconds > maxDurationS) {
    intro = { ...intro, bars: 1 };
    outro = { ...outro, bars: 1 };
  }
  const fitted = fitToMax(body, maxDurationS - seconds([intro, outro]), barSeconds);
  const withBreak = (drafts: Draft[]) => [intro, ...drafts, outro];
  const varied = limitRepeats(fitted);
  // Near the target or short of it, the song gets a varied ending (form-ending.ts), up to a
  // quarter over the target.
  if (seconds(withBreak(varied)) < targetDurationS * 1.05) {
    const longest = Math.min(maxDurationS, targetDurationS * 1.25);
    const extended = extendForm(varied, {
      context,
      rng,
      fits: (drafts) => seconds(withBreak(drafts)) <= longest,
      short: (drafts, share = 1) =>
        seconds(withBreak(drafts)) < targetDurationS * share - 2 * barSeconds,
      breakBars: barSeconds < 2.5 ? 8 : 4,
    });
    return place(withBreak(extended));
  }
  return place(withBreak(varied));
}

/** Keeps sections in order while they fit, ending on a chorus when one was cut. */
function fitToMax(body: readonly Draft[], budgetS: number, barSeconds: number): Draft[] {
  const kept: Draft[] = [];
  let used = 0;
  const lengthOf = (draft: Draft) => draft.bars * barSeconds;
  for (const draft of body) {
    if (used + lengthOf(draft) > budgetS) break;
    kept.push(draft);
    used += lengthOf(draft);
  }
  if (kept.length === body.length) return kept;
  const chorus = [...body]
    .reverse()
    .find((draft) => draft.kind === 'chorus' && draft.melody === 'vocal');
  if (chorus && kept.at(-1)?.kind !== 'chorus') {
    while (kept.length > 0 && used + lengthOf(chorus) > budgetS) used -= lengthOf(kept.pop()!);
    if (used + lengthOf(chorus) <= budgetS) kept.push(chorus);
  }
  if (kept.length === 0 && body[0]) kept.push(trimLines(body[0], Math.floor(budgetS / barSeconds)));
  return kept;
}

function trimLines(draft: Draft, maxBars: number): Draft {
  const lines: LyricLine[] = [];
  const lineBars: number[] = [];
  let bars = 0;
  draft.lines.forEach((line, index) => {
    const length = draft.lineBars[index] ?? 2;
    if (bars + length > Math.max(2, maxBars - (maxBars % 2))) return;
    lines.push(line);
    lineBars.push(length);
    bars += length;
  });
  return { ...draft, lines, lineBars, bars: Math.max(2, bars) };
}

function instrumentalForm(context: SongContext, barSeconds: number): Draft[] {
  const edges = barSeconds < 2.5 ? 4 : 2;
  const available = context.model.targetDurationS - TAIL_S - 2 * edges * barSeconds;
  let bars = clamp(Math.round(available / 5 / barSeconds / 4) * 4, 4, 32);
  const part = (kind: SectionKind, label: string) => instrumentalDraft(context, kind, label, bars);
  const form = () => [
    part('verse', 'A'),
    part('chorus', 'B'),
    { ...part('verse', 'A'), intensity: intensityFor(context, 'verse', 1) },
    part('bridge', 'Bridge'),
    { ...part('chorus', 'B'), intensity: intensityFor(context, 'chorus', 1) },
  ];
  const total = (parts: Draft[]) =>
    (parts.reduce((sum, draft) => sum + draft.bars, 0) + 2 * edges) * barSeconds + TAIL_S;
  let parts = form();
  while (bars > 4 && total(parts) > context.model.maxDurationS) {
    bars -= 4;
    parts = form();
  }
  // A short limit (previews, tests) keeps fewer parts, the bridge first, then the returns.
  while (parts.length > 1 && total(parts) > context.model.maxDurationS) {
    const bridge = parts.findIndex((draft) => draft.label === 'Bridge');
    parts.splice(bridge >= 0 ? bridge : parts.length - 1, 1);
  }
  if (total(parts) > context.model.maxDurationS) parts = [{ ...parts[0]!, bars: 2 }];
  return [
    instrumentalDraft(context, 'intro', 'Intro', edges),
    ...parts,
    instrumentalDraft(context, 'outro', 'Outro', edges),
  ];
}
