/**
 * The singer: renders sung notes to mono 44.1 kHz audio. Each distinct word
 * is spoken once by espeak-ng (flat, batched), cut into syllables and sung
 * note by note with TD-PSOLA; events are overlap-added on the timeline with
 * short raised-cosine attacks and releases so legato lines do not click.
 */
import { SAMPLE_RATE, type VocalGender, type VocalNote } from '../score.ts';
import { sortNotes, toEvents, type SyllableEvent } from './events.ts';
import { peak, upsample2x } from './dsp.ts';
import { singEvent, type EventPlan } from './psola.ts';
import { analyseSyllable, type SyllableTake } from './syllable.ts';
import { speakWords, splitSyllables } from './takes.ts';
import { voiceProfile, type VoiceProfile } from './voice.ts';

export interface VocalRenderer {
  /**
   * Renders the notes whose sound begins in [startS, endS) (a consonant may
   * lead its note by up to 100 ms). `notes` should be the whole line: the
   * first call speaks every word in it, and continuations and the next
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

const MAX_LEAD_IN_S = 0.1;
const TAKE_PEAK = 0.33;
/** Words in the first batch: enough for the opening windows, small enough to start fast. */
const FIRST_BATCH_WORDS = 16;

interface Placed {
  startSample: number;
  plan: EventPlan;
}

function medianHz(notes: readonly VocalNote[]): number {
  const pitches = notes.map((n) => n.pitch).sort((a, b) => a - b);
  const midi = pitches[pitches.length >> 1] ?? 57;
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Creates a singer for one voice; `quality` (0..1) scales vibrato and release smoothness. */
export async function createVocalRenderer(options: {
  gender: VocalGender;
  quality: number;
}): Promise<VocalRenderer> {
  const quality = Math.min(1, Math.max(0, options.quality));
  let profile: VoiceProfile | undefined;
  const takes = new Map<string, Float32Array>();
  const syllables = new Map<string, SyllableTake[]>();

  // One promise per batch, so windows rendered concurrently wait for the same espeak run.
  const spokenChunks = new Map<number, Promise<void>>();

  /**
   * Speaks the words of the given events. The line's words, in order of first
   * use, are spoken in two fixed batches (the first few, then the rest), so a
   * take never depends on which window asked for it, the first window waits
   * for a small batch only, and the whole line costs two espeak-ng runs.
   */
  async function ensureTakes(
    all: SyllableEvent[],
    needed: SyllableEvent[],
    voice: VoiceProfile,
  ): Promise<void> {
    const order = [...new Set(all.map((e) => e.word))];
    const chunks = new Set(needed.map((e) => (order.indexOf(e.word) < FIRST_BATCH_WORDS ? 0 : 1)));
    for (const chunk of [...chunks].sort((a, b) => a - b)) {
      let spoken = spokenChunks.get(chunk);
      if (!spoken) {
        const words =
          chunk === 0 ? order.slice(0, FIRST_BATCH_WORDS) : order.slice(FIRST_BATCH_WORDS);
        spoken = speakWords(words, voice).then((audio) => {
          words.forEach((word, i) => {
            if (takes.has(word)) return;
            const take = upsample2x(audio[i]!);
            const scale = TAKE_PEAK / Math.max(1e-6, peak(take));
            for (let j = 0; j < take.length; j += 1) take[j] = take[j]! * scale;
            takes.set(word, take);
          });
        });
        spokenChunks.set(chunk, spoken);
      }
      await spoken;
    }
  }

  function syllableTake(event: SyllableEvent, refHz: number): SyllableTake {
    const key = `${event.word}|${event.syllableCount}`;
    let cut = syllables.get(key);
    if (!cut) {
      const parts = splitSyllables(takes.get(event.word)!, event.syllableCount, SAMPLE_RATE);
      cut = parts.map((part) => analyseSyllable(part, SAMPLE_RATE, refHz));
      syllables.set(key, cut);
    }
    return cut[Math.min(event.syllableIndex, cut.length - 1)]!;
  }

  function plan(events: SyllableEvent[], refHz: number): Placed[] {
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
          vibratoCents: 8 + 22 * quality,
          releaseS: 0.012 + 0.015 * quality,
          gain: head.stress === 0 ? 0.85 : 1,
        },
      };
    });
  }

  return {
    async render(notes, startS, endS) {
      const events = toEvents(sortNotes(notes));
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
      await ensureTakes(events, slice, profile);
      const placed = plan(slice, profile.refHz);
      const from = Math.round(startS * SAMPLE_RATE);
      const to = Math.round(endS * SAMPLE_RATE);
      const chosen = placed.filter((p) => p.startSample >= from && p.startSample < to);
      const length = chosen.reduce(
        (max, p) => Math.max(max, p.startSample - from + p.plan.length),
        to - from,
      );
      const samples = new Float32Array(Math.max(0, length));
      for (const { startSample, plan: eventPlan } of chosen) {
        const sung = singEvent(eventPlan, SAMPLE_RATE);
        const offset = startSample - from;
        for (let i = 0; i < sung.length; i += 1)
          samples[offset + i] = samples[offset + i]! + sung[i]!;
      }
      return { offsetS: startS, samples };
    },
    async close() {
      takes.clear();
      syllables.clear();
    },
  };
}
