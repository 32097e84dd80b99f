import { renderCover } from '../artwork/cover';
import { waveformPeaks } from '../analysis/peaks';
import { concatBytes } from '../encode/mp3';
import { createEncodeWorker, type EncodeWorker } from '../encode/threaded';
import { renderInstrumentsThreaded } from '../instruments/threaded';
import { integratedLoudness, truePeak } from '../analysis/loudness';
import { createStreamLimiter, masterLimiterSettings, masterSong } from '../mix/master';
import { alignStemsToMaster, type SongStems } from '../mix/align-stems';
import { LOFI_GENRES } from '../mix/lofi';
import { createMixer } from '../mix/mixer';
import type { EngineModel } from '../models';
import { SAMPLE_RATE, type Score, type StereoBuffer } from '../score';
import { createVocalRenderer } from '../vocals/render';
import { genreFamily } from '../composer/genre';
import { VOCAL_FX } from '../mix/vocal-fx';
import { MonoTimeline, sharedCopy, StereoTimeline, toSample } from './timeline';

/**
 * The master's gain, guessed before the song exists so that the stream is mastered as it
 * renders: the gains `masterSong` chose for ten genres' mixes (synth pop, folk, metal, lo-fi,
 * EDM, jazz, country, ambient, trap, house; 45 s, seed 3) ran from 3.6 to 6.3, median 5.2
 * (2026-11-28; 4.6 when first measured, before the genre mixes and the voice's breath: then
 * only EDM's stream was kept and every other song was mastered and encoded twice).
 */
const MASTER_GAIN_GUESS = 5.2;
const TARGET_LUFS = -14;
/**
 * How far the streamed master may miss the target and still be the master (the spec allows
 * 1.5 LU): then its MP3 is the stream's, and no second LAME pass is needed. Further off,
 * the song is mastered again at its measured gain and encoded again.
 */
const STREAMED_MASTER_TOLERANCE_LU = 0.5;
/** The first streamed chunk is short so a listener hears the song within a moment. */
const FIRST_CHUNK_S = 2;
/**
 * Lead and backing vocal levels into the mixer. The singer renders near -6 dBFS while the
 * SoundFont band sits near -26 dBFS RMS; unscaled, the lead measured 14-16 LU over the
 * instrumental stem (three genres). These put it about 3 LU over, where a listener hears
 * both the words and the band.
 */
const LEAD_VOCAL_GAIN = 0.27;
const BACKING_VOCAL_GAIN = 0.14;
/**
 * The master's true-peak ceiling. Lossy codecs overshoot: with a -1 dBTP master the decoded
 * AAC and Opus files measured -0.69 dBTP, so the master keeps half a dB more room and every
 * delivered format decodes at or under -1 dBTP.
 */
const MASTER_CEILING_DBTP = -1.5;
/**
 * Room past the song's end for vocal windows that ring beyond it; the song itself ends at
 * `score.duration`, which the composer sets ~2 s after the last note for tails to decay.
 */
const TAIL_S = 3;

/** Progressive MP3 bytes of the song so far, ready to serve while it renders. */
export interface StreamChunk {
  mp3: Uint8Array;
  /** How far into the song the audio now reaches. */
  untilS: number;
}

export interface SongOutputs<Stems extends SongStems | null = SongStems> {
  master: StereoBuffer;
  stems: Stems;
  mp3: Uint8Array;
  webm: Uint8Array;
  m4a: Uint8Array;
  cover: Uint8Array;
  peaks: number[];
  lufs: number;
  truePeakDbtp: number;
  /** Seconds from the call to each phase's end, for benchmarks and logs. */
  timings: { streamedS: number; masteredS: number; encodedS: number };
}

/** The mastered song and its stems, before the lossy formats are ready. */
export type MasteredSong<Stems extends SongStems | null = SongStems> = Pick<
  SongOutputs<Stems>,
  'master' | 'stems'
>;

export interface RenderOptions<Stems extends SongStems | null = SongStems> {
  /**
   * Called once the song is mastered while MP3, Opus and AAC still encode in worker threads:
   * whatever the caller does here (writing WAV files) runs in parallel with the encoders.
   */
  onMastered?: (song: MasteredSong<Stems>) => void | Promise<void>;
  /**
   * false when nobody keeps the stems: their three song-length timelines and the aligned
   * copies (about 390 MB for a 3-minute song) are then never made, and `stems` is null. The
   * master does not change.
   */
  stems?: Stems extends null ? false : true;
}

/**
 * Renders a planned song section by section: instruments in worker threads while
 * this thread sings and mixes, and a worker MP3-encodes the stream as each section
 * completes; then masters the whole song to the loudness target and encodes every
 * format in worker threads.
 */
export function renderSong(
  score: Score,
  model: EngineModel,
  options?: RenderOptions,
): AsyncGenerator<StreamChunk, SongOutputs>;
export function renderSong(
  score: Score,
  model: EngineModel,
  options: RenderOptions<null>,
): AsyncGenerator<StreamChunk, SongOutputs<null>>;
export async function* renderSong(
  score: Score,
  model: EngineModel,
  options: RenderOptions | RenderOptions<null> = {},
): AsyncGenerator<StreamChunk, SongOutputs<SongStems | null>> {
  const started = performance.now();
  const elapsed = () => Number(((performance.now() - started) / 1000).toFixed(2));
  const capacity = toSample(score.duration + TAIL_S);
  const chunkEnds = streamChunkEnds(score);
  const instruments = renderInstrumentsThreaded(score, chunkEnds);
  // Encodes the stream, then the final MP3; it loads only LAME, so it is ready for the first chunk.
  const encoders: EncodeWorker[] = [createEncodeWorker()];
  const streamer = encoders[0]!;
  void streamer.warm(['mp3']).catch(() => undefined);
  // One renderer per vocal line: a renderer plans its takes from the whole line it is given.
  const voice = {
    gender: score.vocals.gender,
    quality: score.vocals.quality ?? model.voiceQuality,
    seed: score.seed,
  };
  const voices = score.instrumental
    ? null
    : await Promise.all([createVocalRenderer(voice), createVocalRenderer(voice)]);
  try {
    // Released (set to null) once read for the last time: each is as long as the song.
    let lead: MonoTimeline | null = new MonoTimeline(capacity);
    let backing: MonoTimeline | null = new MonoTimeline(capacity);
    const mixer = createMixer({
      reverbAmount: 0.25 + 0.15 * (1 - score.style.energy),
      vocalGain: LEAD_VOCAL_GAIN,
      backingGain: BACKING_VOCAL_GAIN,
      vocalFx: { fx: VOCAL_FX[genreFamily(score.style)], beatS: 60 / score.tempoBpm },
      ...(LOFI_GENRES.has(score.style.genres[0] ?? '') && { lofi: { seed: score.seed } }),
    });
    const limiter = createStreamLimiter(
      masterLimiterSettings(MASTER_GAIN_GUESS, MASTER_CEILING_DBTP),
    );
    let mix: StereoTimeline | null = new StereoTimeline(capacity);
    // Shared memory: the Opus and AAC threads read the master without a copy of their own.
    let streamed: StereoTimeline | null = new StereoTimeline(capacity, { shared: true });
    const streamedMp3: Uint8Array[] = [];
    const stems =
      options.stems === false
        ? null
        : {
            vocals: new StereoTimeline(capacity),
            backing: new StereoTimeline(capacity),
            instrumental: new StereoTimeline(capacity),
          };
    let cursor = 0;
    /** Mixes the next chunk, limits it as the master would and hands it to the MP3 worker. */
    const take = (chunk: StereoBuffer, last = false) => {
      const end = cursor + chunk.left.length;
      const out = mixer.process({
        instruments: chunk,
        vocals: voices ? lead!.slice(cursor, end) : null,
        backing: voices ? backing!.slice(cursor, end) : null,
      });
      mix!.append(out.mix);
      stems?.vocals.append(out.stems.vocals);
      stems?.backing.append(out.stems.backing);
      stems?.instrumental.append(out.stems.instrumental);
      cursor = end;
      const limited = limiter.process(mix!, mix!.length, last);
      streamed!.append(limited);
      const mp3 = streamer.stream(limited).then((bytes) => {
        streamedMp3.push(bytes);
        return bytes;
      });
      return { mp3, untilS: streamed!.length / SAMPLE_RATE };
    };

    // Each chunk's MP3 is yielded once the next chunk is mixed, so this thread mixes while
    // the worker encodes; only the first is awaited at once, for the first audio.
    let pending: { mp3: Promise<Uint8Array>; untilS: number } | null = null;
    for (const [index, end] of chunkEnds.entries()) {
      const start = index === 0 ? 0 : chunkEnds[index - 1]!;
      if (voices && singsIn(score, start, end)) {
        const [sung, harmony] = await Promise.all([
          voices[0].render(score.vocals.lead, start, end),
          voices[1].render(score.vocals.backing, start, end),
        ]);
        lead!.add(sung.offsetS, sung.samples);
        backing!.add(harmony.offsetS, harmony.samples);
      }
      const next = take(await instruments.next());
      if (pending) yield { mp3: await pending.mp3, untilS: pending.untilS };
      pending = next;
      if (index === 0) {
        yield { mp3: await pending.mp3, untilS: pending.untilS };
        pending = null;
        // Warm the other encoder once the first audio is out, so it does not delay it.
        const other = createEncodeWorker();
        encoders.push(other);
        void other.warm(['webm', 'm4a']).catch(() => undefined);
        // Opus goes to the stream's worker when the stream turns out to be the master.
        void streamer.warm(['webm']).catch(() => undefined);
      }
    }
    const last = take(await instruments.next(), true);
    lead = backing = null;
    if (pending) yield { mp3: await pending.mp3, untilS: pending.untilS };
    const tail = await Promise.all([last.mp3, streamer.finishStream()]);
    streamedMp3.push(tail[1]);
    yield { mp3: concatBytes(tail), untilS: last.untilS };

    const streamedS = elapsed();
    const other = encoders[1]!;
    let mastered = acceptStreamedMaster(streamed.view());
    let encodes: [Promise<Uint8Array>, Promise<Uint8Array>];
    if (mastered) {
      // The stream was the master: its MP3 is the song's, and its worker is free for Opus.
      encodes = [
        Promise.resolve(concatBytes(streamedMp3)),
        streamer.encode('webm', mastered.master),
      ];
    } else {
      streamed = null;
      mastered = masterSong(mix!.view(), { ceilingDbtp: MASTER_CEILING_DBTP });
      mastered.master = sharedCopy(mastered.master);
      encodes = [streamer.encode('mp3', mastered.master), other.encode('webm', mastered.master)];
    }
    mix = null;
    const masteredS = elapsed();
    const encoded = Promise.all([...encodes, other.encode('m4a', mastered.master)]);
    // The stems sum to the master, limiter included (stems tasks and tests rely on it).
    const song: MasteredSong<SongStems | null> = {
      master: mastered.master,
      stems:
        stems &&
        alignStemsToMaster(
          {
            vocals: stems.vocals.view(mastered.gain),
            backing: stems.backing.view(mastered.gain),
            instrumental: stems.instrumental.view(mastered.gain),
          },
          mastered.master,
        ).stems,
    };
    const cover = renderCover({
      title: score.title,
      genres: score.style.genres,
      moods: score.style.moods,
      seed: score.seed,
    });
    const peaks = waveformPeaks(mastered.master);
    // The overloads tie `stems` to what onMastered is given.
    await options.onMastered?.(song as MasteredSong & MasteredSong<null>);
    const [mp3, webm, m4a] = await encoded;
    return {
      ...song,
      mp3,
      webm,
      m4a,
      cover,
      peaks,
      lufs: mastered.lufs,
      truePeakDbtp: mastered.truePeakDbtp,
      timings: { streamedS, masteredS, encodedS: elapsed() },
    };
  } finally {
    await Promise.all([
      instruments.close(),
      ...(voices ?? []).map((renderer) => renderer.close()),
      ...encoders.map((encoder) => encoder.close()),
    ]);
  }
}

/**
 * The streamed master, limited at the guessed gain, if it is within the tolerance of the
 * target loudness and under the true-peak ceiling; null otherwise.
 */
function acceptStreamedMaster(master: StereoBuffer) {
  const lufs = integratedLoudness(master);
  const truePeakDbtp = truePeak(master);
  const close = Math.abs(lufs - TARGET_LUFS) <= STREAMED_MASTER_TOLERANCE_LU;
  if (!close || truePeakDbtp > MASTER_CEILING_DBTP) return null;
  return { master, gain: MASTER_GAIN_GUESS, lufs, truePeakDbtp };
}

/** Where streamed chunks end: a short first chunk, then every section end. */
function streamChunkEnds(score: Score): number[] {
  const ends = score.sections.map((section) => section.end).filter((end) => end > FIRST_CHUNK_S);
  return [Math.min(FIRST_CHUNK_S, score.duration), ...ends];
}

/** Consonants may start a little before their note, so look slightly past the window. */
const LEAD_IN_MARGIN_S = 0.25;

/** Whether any voice has a note in (or just after) the window; an intro is instruments only. */
function singsIn(score: Score, startS: number, endS: number): boolean {
  const inWindow = (note: { start: number }) =>
    note.start >= startS && note.start < endS + LEAD_IN_MARGIN_S;
  return score.vocals.lead.some(inWindow) || score.vocals.backing.some(inWindow);
}
