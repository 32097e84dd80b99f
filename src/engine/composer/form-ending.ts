/**
 * How a song grows to its target length without repeating itself: at most two identical
 * sections in a row, and the repeats varied. The seed (and the genre, through the family's
 * leanings) picks among an instrumental break or a solo, a breakdown chorus, the pre-chorus
 * sung again, and a final chorus lifted one or two semitones, so one prompt gives several forms.
 */
import type { Rng } from '../random';
import type { Draft } from './form';
import { instrumentalDraft } from './form';
import type { SongContext } from './types';

export interface ExtendOptions {
  context: SongContext;
  rng: Rng;
  /** Whether a song of these body sections stays under the model's maximum. */
  fits: (drafts: Draft[]) => boolean;
  /** Whether it is still short of the model's target (or of `share` of it). */
  short: (drafts: Draft[], share?: number) => boolean;
  breakBars: number;
}

const isSungChorus = (draft: Draft) => draft.kind === 'chorus' && draft.melody === 'vocal';
const sameSection = (a: Draft, b: Draft) =>
  a.melodyKey === b.melodyKey && a.kind === b.kind && a.melody === b.melody;

/**
 * At most two identical sections in a row: a third (lyrics that repeat a chorus four times)
 * is kept, but as a breakdown, and the one after it as a lifted final chorus.
 */
export function limitRepeats(drafts: readonly Draft[]): Draft[] {
  const out: Draft[] = [];
  let run = 0;
  for (const draft of drafts) {
    const previous = out.at(-1);
    run = previous && sameSection(previous, draft) ? run + 1 : 0;
    if (run < 2 || draft.melody !== 'vocal') out.push(draft);
    else out.push(run % 2 === 0 ? breakdown(draft) : lifted(draft, 0));
  }
  return out;
}

const breakdown = (chorus: Draft): Draft => ({
  ...chorus,
  label: `${chorus.label} (breakdown)`,
  intensity: Math.max(0.3, chorus.intensity - 0.45),
});

const lifted = (chorus: Draft, lift: number): Draft => ({
  ...chorus,
  label: 'Final Chorus',
  intensity: 1,
  ...(lift > 0 && { lift }),
});

/** Grows a song whose lyrics are shorter than the model's target, in a seeded, varied form. */
export function extendForm(drafts: readonly Draft[], options: ExtendOptions): Draft[] {
  const { context, rng, fits, short } = options;
  const form = [...drafts];
  const lastChorus = form.findLastIndex(isSungChorus);
  const lastVocal = form.findLastIndex((draft) => draft.melody === 'vocal');
  const anchor = lastChorus >= 0 ? lastChorus : lastVocal;
  if (anchor < 0) return form;
  const chorus = form[anchor]!;
  const tryInsert = (index: number, added: Draft[]): boolean => {
    const next = [...form.slice(0, index), ...added, ...form.slice(index)];
    if (!fits(next)) return false;
    form.splice(0, form.length, ...next);
    return true;
  };

  // Each choice is drawn whether or not it is used, so one choice does not shift the others.
  const breakKind = rng.pick(['break', 'solo', 'none'] as const);
  const withBreakdown = rng.chance(0.5);
  const preChorusAgain = rng.chance(0.6);
  const lift = rng.pick([0, 1, 2, 2]);
  const interlude = rng.chance(0.5);

  // The last sung chorus stays. After it: a separator (a break or a solo, the pre-chorus sung
  // again, or both), then the final chorus, a breakdown before it when drawn: at most two
  // choruses ever meet.
  const separator: Draft[] = [];
  if (breakKind !== 'none') {
    const solo = breakKind === 'solo';
    const added = instrumentalDraft(
      context,
      'instrumental',
      solo ? 'Solo' : 'Break',
      solo ? 8 : options.breakBars,
    );
    // A solo plays the lead line; a break the song's hook.
    separator.push(solo ? { ...added, melody: 'lead', melodyKey: 'solo' } : added);
  }
  const preChorus = form.slice(0, anchor).findLast((draft) => draft.kind === 'preChorus');
  if (preChorus && (preChorusAgain || separator.length === 0)) {
    separator.push({ ...preChorus, intensity: Math.min(1, preChorus.intensity + 0.05) });
  }
  if (separator.length === 0)
    separator.push(instrumentalDraft(context, 'instrumental', 'Break', 4));
  const choruses = withBreakdown
    ? [breakdown(chorus), lifted(chorus, lift)]
    : [lifted(chorus, lift)];
  const fitted =
    tryInsert(anchor + 1, [...separator, ...choruses]) ||
    tryInsert(anchor + 1, [separator.at(-1)!, lifted(chorus, lift)]);
  if (!fitted) return form;
  if (interlude && short(form)) {
    const firstChorus = form.findIndex(isSungChorus);
    if (firstChorus >= 0 && firstChorus < anchor) {
      tryInsert(firstChorus + 1, [instrumentalDraft(context, 'instrumental', 'Interlude', 4)]);
    }
  }
  // Still short and no breakdown: the final chorus is sung once more, out (two in a row).
  const final = form.findLastIndex((draft) => draft.label === 'Final Chorus');
  if (!withBreakdown && final >= 0 && short(form)) {
    // The lift carries on from the final chorus; this repeat adds none of its own.
    const { lift: _carried, ...repeat } = form[final]!;
    tryInsert(final + 1, [{ ...repeat, label: 'Chorus (out)', intensity: 0.95 }]);
  }
  // Very short lyrics (one verse, one chorus): more rounds of a break and the chorus, sparser
  // and fuller in turn, each after the last lyric chorus.
  for (let round = 2; round <= 4 && short(form, 0.85); round += 1) {
    const added: Draft[] = [
      instrumentalDraft(context, 'instrumental', 'Break', options.breakBars),
      { ...chorus, intensity: round % 2 === 0 ? Math.max(0.3, chorus.intensity - 0.2) : 1 },
    ];
    if (!tryInsert(anchor + 1, added)) break;
  }
  return form;
}
