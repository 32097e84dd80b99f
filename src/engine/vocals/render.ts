/**
 * The singer: renders sung notes to mono 44.1 kHz audio. Each phrase is
 * spoken by espeak-ng as connected text (flat, batched), cut into syllables and sung
 * note by note with TD-PSOLA; events are overlap-added on the timeline with
 * short raised-cosine attacks and releases so legato lines do not click.
 */
import { SAMPLE_RATE, type VocalGender, type VocalNote } from '../score.ts';
import { renderBreath } from './breath.ts';
import { sortNotes, toEvents, type SyllableEvent } from './events.ts';
import { planBreaths, planExpression, type Breath, type NoteExpression } from './expression.ts';
import { peak, upsample2x } from './dsp.ts';
import { singEvent, type EventPlan } from './psola.ts';
import { analyseSyllable, type SyllableTake } from './syllable.ts';
import { cutPhrase, syllableKey, toPhrases, type Phrase } from './phrases.ts';
import { speakWords } from './takes.ts';
import { voiceProfile, type VoiceProfile } from './voice.ts';

export interface VocalRenderer {
  /**
   * Renders the notes whose sound begins in [startS, endS) (a consonant may
   * lead its note by up to 140 ms). `notes` should be the whole line: the
   * first call speaks its phrases, and continuations and the next
   * syllable shape each event. Rendering in windows and overlap-adding the
   * buffers at `offsetS` equals rendering the whole line at once.
   */
  render(
    notes: VocalNote[],
    startS: number,
    endS: number,
  ): Promise<{ offsetS: number; samples: Float32Array }>;
  /** Releases the renderer (it holds no threads; kept for the pipeline's lifecycle). */
  close(): Promise<void>;
}

const MAX_LEAD_IN_S = 0.14;
const TAKE_PEAK = 0.33;
/** Phrases in the first batch: enough for the opening windows, small enough to start fast. */
const FIRST_BATCH_PHRASES = 3;

interface Placed {
  startSample: number;
  plan: EventPlan;
}

function medianHz(notes: readonly VocalNote[]): number {
  const pitches = notes.map((n) => n.pitch).sort((a, b) => a - b);
  const midi = pitches[pitches.length >> 1] ?? 57;
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Where each voice's buzz is softened (a shelf keeping TOP_KEEP above it): near its third formant. */
const SOFTEN_HZ: Record<VocalGender, number> = { male: 3200, female: 4200, unspecified: 3700 };
const TOP_KEEP = 0.5;

/**
 * Creates a singer for one voice; `quality` (0..1) scales vibrato and release
 * smoothness; `seed` varies its vibrato and glides from song to song.
 */
export async function createVocalRenderer(options: {
  gender: VocalGender;
  quality: number;
  seed?: number;
}): Promise<VocalRenderer> {
  const quality = Math.min(1, Math.max(0, options.quality));
  const seed = options.seed ?? 1;
  let line: {
    notes: VocalNote[];
    events: SyllableEvent[];
    expression: NoteExpression[];
    breaths: Breath[];
    phrases: Phrase[];
  } | null = null;
  let profile: VoiceProfile | undefined;
  const takes = new Map<string, Float32Array>();
  const syllables = new Map<string, SyllableTake>();

  // One promise per batch, so windows rendered concurrently wait for the same espeak run.
  const spokenChunks = new Map<number, Promise<void>>();

  /**
   * Speaks the phrases of the given events as connected text and cuts them into
   * syllables. The line's phrases are spoken in two fixed batches (the first few,
   * then the rest), so a take never depends on which window asked for it, the
   * first window waits for a small batch only, and the line costs two espeak-ng runs.
   */
  async function ensureTakes(
    phrases: Phrase[],
    needed: SyllableEvent[],
    voice: VoiceProfile,
  ): Promise<void> {
    const batchOf = (wordIndex: number) =>
      phrases.findIndex((p) => p.words.some((w) => w.wordIndex === wordIndex)) < FIRST_BATCH_PHRASES
        ? 0
        : 1;
    const chunks = new Set(needed.map((e) => batchOf(e.notes[0]!.wordIndex)));
    for (const chunk of [...chunks].sort((a, b) => a - b)) {
      let spoken = spokenChunks.get(chunk);
      if (!spoken) {
        const batch =
          chunk === 0 ? phrases.slice(0, FIRST_BATCH_PHRASES) : phrases.slice(FIRST_BATCH_PHRASES);
        spoken = speakWords(
          batch.map((p) => p.text),
          voice,
        ).then((audio) => {
          batch.forEach((phrase, i) => {
            const take = upsample2x(audio[i]!);
            const scale = TAKE_PEAK / Math.max(1e-6, peak(take));
            for (let j = 0; j < take.length; j += 1) take[j] = take[j]! * scale;
            for (const [key, part] of cutPhrase(take, phrase, SAMPLE_RATE)) takes.set(key, part);
          });
        });
        spokenChunks.set(chunk, spoken);
      }
      await spoken;
    }
  }

  function syllableTake(event: SyllableEvent, refHz: number): SyllableTake {
    const wordIndex = event.notes[0]!.wordIndex;
    let index = event.syllableIndex;
    while (index > 0 && !takes.has(syllableKey(wordIndex, index))) index -= 1;
    const key = syllableKey(wordIndex, index);
    let cut = syllables.get(key);
    if (!cut) {
      cut = analyseSyllable(takes.get(key)!, SAMPLE_RATE, refHz);
      syllables.set(key, cut);
    }
    return cut;
  }

  function plan(events: SyllableEvent[], expression: NoteExpression[], refHz: number): Placed[] {
    const takesOf = events.map((event) => syllableTake(event, refHz));
    const onsets = events.map((event, i) => {
      const head = event.notes[0]!;
      const lead = Math.min(takesOf[i]!.vowelOnset, MAX_LEAD_IN_S * SAMPLE_RATE);
      return Math.max(0, Math.round(head.start * SAMPLE_RATE - lead));
    });
    return events.map((event, i) => {
      const head = event.notes[0]!;
      const last = event.notes[event.notes.length - 1]!;
      const vowelAt = Math.round(head.start * SAMPLE_RATE);
      let end = Math.round((last.start + last.duration) * SAMPLE_RATE);
      // Leave room for the next syllable's onset consonant in a legato line.
      const next = onsets.findIndex(
        (_, j) => j > i && events[j]!.notes[0]!.start >= last.start + last.duration - 0.01,
      );
      if (next >= 0 && onsets[next]! < end)
        end = Math.max(
          onsets[next]! + Math.round(0.015 * SAMPLE_RATE),
          vowelAt + Math.round(0.06 * SAMPLE_RATE),
        );
      const startSample = onsets[i]!;
      const shape = expression[i]!;
      return {
        startSample,
        plan: {
          take: takesOf[i]!,
          leadIn: vowelAt - startSample,
          length: Math.max(
            end - startSample,
            vowelAt - startSample + Math.round(0.06 * SAMPLE_RATE),
          ),
          segments: event.notes.map((note) => ({ at: note.start - head.start, midi: note.pitch })),
          vibratoCents: shape.vibratoCents,
          vibratoHz: shape.vibratoHz,
          vibratoAtS: shape.vibratoAtS,
          glideFrom: shape.glideFrom,
          glideS: shape.glideS,
          softenHz: SOFTEN_HZ[options.gender],
          topKeep: TOP_KEEP,
          releaseS: 0.012 + 0.015 * quality,
          gain: (head.stress === 0 ? 0.85 : 1) * shape.gain,
        },
      };
    });
  }

  return {
    async render(notes, startS, endS) {
      if (line?.notes !== notes) {
        const all = toEvents(sortNotes(notes));
        line = {
          notes,
          events: all,
          expression: planExpression(all, { quality, seed }),
          breaths: planBreaths(all, seed),
          phrases: toPhrases(all),
        };
      }
      const { events, expression, breaths, phrases } = line;
      // Events that may sound from this window, plus the ones after them that shape their ends.
      const lo = events.findIndex((e) => e.notes[0]!.start >= startS);
      const first = lo < 0 ? events.length : lo;
      let bound = endS + MAX_LEAD_IN_S;
      for (
        let i = first;
        i < events.length && events[i]!.notes[0]!.start < endS + MAX_LEAD_IN_S;
        i += 1
      ) {
        const last = events[i]!.notes.at(-1)!;
        bound = Math.max(bound, last.start + last.duration + MAX_LEAD_IN_S + 0.02);
      }
      let hi = first;
      while (hi < events.length && events[hi]!.notes[0]!.start <= bound) hi += 1;
      const slice = events.slice(first, hi);
      profile ??= voiceProfile(options.gender, medianHz(notes));
      await ensureTakes(phrases, slice, profile);
      const placed = plan(slice, expression.slice(first, hi), profile.refHz);
      const from = Math.round(startS * SAMPLE_RATE);
      const to = Math.round(endS * SAMPLE_RATE);
      const chosen = placed.filter((p) => p.startSample >= from && p.startSample < to);
      const breathing = breaths
        .map((breath) => ({ at: Math.round(breath.startS * SAMPLE_RATE), breath }))
        .filter(({ at }) => at >= from && at < to);
      const length = Math.max(
        chosen.reduce((max, p) => Math.max(max, p.startSample - from + p.plan.length), to - from),
        ...breathing.map(({ at, breath }) => at - from + Math.round(breath.lengthS * SAMPLE_RATE)),
      );
      const samples = new Float32Array(Math.max(0, length));
      for (const { startSample, plan: eventPlan } of chosen) {
        const sung = singEvent(eventPlan, SAMPLE_RATE);
        const offset = startSample - from;
        for (let i = 0; i < sung.length; i += 1)
          samples[offset + i] = samples[offset + i]! + sung[i]!;
      }
      for (const { at, breath } of breathing) {
        const air = renderBreath(breath, SAMPLE_RATE);
        for (let i = 0; i < air.length; i += 1)
          samples[at - from + i] = samples[at - from + i]! + air[i]!;
      }
      return { offsetS: startS, samples };
    },
    async close() {
      line = null;
      takes.clear();
      syllables.clear();
    },
  };
}
