import { renderCover } from '../artwork/cover';
import { waveformPeaks } from '../analysis/peaks';
import { encodeAacM4a } from '../encode/aac';
import { createMp3Encoder, encodeMp3 } from '../encode/mp3';
import { encodeOpusWebm } from '../encode/opus';
import { createInstrumentRenderer } from '../instruments/render';
import { masterSong, createStreamingMaster } from '../mix/master';
import { createMixer } from '../mix/mixer';
import type { EngineModel } from '../models';
import type { Score, StereoBuffer } from '../score';
import { createVocalRenderer } from '../vocals/render';
import { MonoTimeline, StereoTimeline, toSample } from './timeline';

/** Loudness the streamed preview aims for before the final master is known (our choice). */
const STREAM_PRE_GAIN = 1.6;
/** Room for reverb and instrument tails after the score's last note. */
const TAIL_S = 3;

/** Progressive MP3 bytes of the song so far, ready to serve while it renders. */
export interface StreamChunk {
  mp3: Uint8Array;
  /** How far into the song the audio now reaches. */
  untilS: number;
}

export interface SongOutputs {
  master: StereoBuffer;
  stems: { vocals: StereoBuffer; backing: StereoBuffer; instrumental: StereoBuffer };
  mp3: Uint8Array;
  webm: Uint8Array;
  m4a: Uint8Array;
  cover: Uint8Array;
  peaks: number[];
  lufs: number;
  truePeakDbtp: number;
}

/**
 * Renders a planned song section by section: instruments on this thread while the
 * voices sing in workers, mixed and streamed as MP3 as each section completes, then
 * mastered to the loudness target and encoded in every format.
 */
export async function* renderSong(
  score: Score,
  model: EngineModel,
): AsyncGenerator<StreamChunk, SongOutputs> {
  const capacity = toSample(score.duration + TAIL_S);
  // One renderer per vocal line: a renderer plans its takes from the whole line it is given.
  const voice = { gender: score.vocals.gender, quality: model.voiceQuality };
  const voices = score.instrumental
    ? null
    : await Promise.all([createVocalRenderer(voice), createVocalRenderer(voice)]);
  try {
    const lead = new MonoTimeline(capacity);
    const backing = new MonoTimeline(capacity);
    // Every section's voices start now, in the workers, while instruments render here.
    const sung = score.sections.map((section) =>
      voices
        ? Promise.all([
            voices[0].render(score.vocals.lead, section.start, section.end),
            voices[1].render(score.vocals.backing, section.start, section.end),
          ])
        : Promise.resolve(null),
    );
    const instruments = await createInstrumentRenderer(score);
    const mixer = createMixer({ reverbAmount: 0.25 + 0.15 * (1 - score.style.energy) });
    const preview = createStreamingMaster({ preGain: STREAM_PRE_GAIN });
    const mp3Stream = createMp3Encoder();
    const mix = new StereoTimeline(capacity);
    const stems = {
      vocals: new StereoTimeline(capacity),
      backing: new StereoTimeline(capacity),
      instrumental: new StereoTimeline(capacity),
    };
    let cursor = 0;
    const take = (
      chunk: StereoBuffer,
      vocals: Float32Array | null,
      harmony: Float32Array | null,
    ) => {
      const out = mixer.process({ instruments: chunk, vocals, backing: harmony });
      mix.append(out.mix);
      stems.vocals.append(out.stems.vocals);
      stems.backing.append(out.stems.backing);
      stems.instrumental.append(out.stems.instrumental);
      cursor += chunk.left.length;
      return mp3Stream.encode(preview.process(out.mix));
    };

    for (const [index, section] of score.sections.entries()) {
      const chunk = instruments.render(section.end);
      const voiced = await sung[index]!;
      if (voiced) {
        lead.add(voiced[0].offsetS, voiced[0].samples);
        backing.add(voiced[1].offsetS, voiced[1].samples);
      }
      const end = cursor + chunk.left.length;
      const bytes = voices
        ? take(chunk, lead.slice(cursor, end), backing.slice(cursor, end))
        : take(chunk, null, null);
      yield { mp3: bytes, untilS: end / 44_100 };
    }
    const rest = instruments.renderRest();
    const end = cursor + rest.left.length;
    const last = voices
      ? take(rest, lead.slice(cursor, end), backing.slice(cursor, end))
      : take(rest, null, null);
    yield { mp3: concat(last, mp3Stream.finish()), untilS: end / 44_100 };

    const mastered = masterSong(mix.toBuffer());
    const scaled = {
      vocals: stems.vocals.toBuffer(mastered.gain),
      backing: stems.backing.toBuffer(mastered.gain),
      instrumental: stems.instrumental.toBuffer(mastered.gain),
    };
    const [webm, m4a] = await Promise.all([
      encodeOpusWebm(mastered.master),
      encodeAacM4a(mastered.master),
    ]);
    return {
      master: mastered.master,
      stems: scaled,
      mp3: encodeMp3(mastered.master),
      webm,
      m4a,
      cover: renderCover({
        title: score.title,
        genres: score.style.genres,
        moods: score.style.moods,
        seed: score.seed,
      }),
      peaks: waveformPeaks(mastered.master),
      lufs: mastered.lufs,
      truePeakDbtp: mastered.truePeakDbtp,
    };
  } finally {
    await Promise.all(voices?.map((renderer) => renderer.close()) ?? []);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
