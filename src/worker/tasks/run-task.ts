/**
 * Runs one engine task over clip directories (in the task thread): reads the sources, writes
 * the new clip's directory as the engine's tasks do (song.wav, song.mp3, score.json, stems),
 * then completes it with what the media route serves (song.m4a, song.webm, cover.png).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readClipAudio } from '../../engine/audio/clip';
import { changeSpeed, crop, fadeOut } from '../../engine/audio/edit';
import {
  loadGeneratedStems,
  separateApproximately,
  stemClips,
  type StemGroup,
} from '../../engine/audio/stems';
import { encodeAacM4a } from '../../engine/encode/aac';
import { encodeMp3 } from '../../engine/encode/mp3';
import { encodeOpusWebm } from '../../engine/encode/opus';
import { decodeWav, encodeWav } from '../../engine/encode/wav';
import { SAMPLE_RATE, type StereoBuffer } from '../../engine/score';
import { concatClips } from '../../engine/tasks/concat';
import { coverClip } from '../../engine/tasks/cover';
import { extendClip } from '../../engine/tasks/extend';
import { infillClip } from '../../engine/tasks/infill';
import { mergeClips } from '../../engine/tasks/merge';
import { paintClip } from '../../engine/tasks/paint';
import { remasterClip } from '../../engine/tasks/remaster';
import { uploadExtend } from '../../engine/tasks/upload-extend';
import { ensureMasters } from '../clip-files/ensure-masters';
import { writeRecipe } from '../clip-files/recipe';
import { sourcesOf, type EngineTaskSpec, type TaskClipResult } from './spec';

/** `dirOf` maps a clip id to its directory; `clipId` is the clip the job was sent for. */
export async function runTask(
  spec: EngineTaskSpec,
  clipId: string,
  dirOf: (clipId: string) => string,
): Promise<TaskClipResult[]> {
  const sources = sourcesOf(spec);
  for (const source of sources) {
    if (!(await ensureMasters(dirOf(source), dirOf))) await ensureWav(dirOf(source));
  }
  const results = await makeClips(spec, clipId, dirOf);
  // What the clips were made from, so that their masters can be made again when not kept.
  for (const made of results) {
    writeRecipe(dirOf(made.clipId), { kind: 'task', spec, clipId: made.clipId });
  }
  return results;
}

async function makeClips(
  spec: EngineTaskSpec,
  clipId: string,
  dirOf: (clipId: string) => string,
): Promise<TaskClipResult[]> {
  const sources = sourcesOf(spec);
  const out = dirOf(clipId);
  const from = dirOf(sources[0]!);
  switch (spec.name) {
    case 'extend':
      await extendClip({
        from,
        out,
        seed: spec.seed,
        ...(spec.continueAtS !== undefined && { continueAtS: spec.continueAtS }),
        ...(spec.lyrics !== undefined && { lyrics: spec.lyrics }),
        ...(spec.maxDurationS !== undefined && { maxDurationS: spec.maxDurationS }),
      });
      break;
    case 'upload_extend':
      await uploadExtend(
        {
          upload: join(from, 'song.wav'),
          seed: spec.seed,
          ...(spec.continueAtS !== undefined && { continueAt: spec.continueAtS }),
          ...(spec.lyrics !== undefined && { lyrics: spec.lyrics }),
          ...(spec.tags !== undefined && { tags: spec.tags }),
          ...(spec.maxDurationS !== undefined && { maxDurationS: spec.maxDurationS }),
        },
        out,
      );
      break;
    case 'concat':
      await concatClips({ chain: spec.chain.map(dirOf), out, infill: spec.infill });
      break;
    case 'merge':
      await mergeClips({ clips: spec.clips.map(dirOf), out });
      break;
    case 'infill': {
      const { name: _name, source: _source, ...options } = spec;
      await infillClip({ ...options, from, out });
      break;
    }
    case 'cover': {
      const { name: _name, source: _source, ...options } = spec;
      await coverClip(from, options, out);
      break;
    }
    case 'remaster':
      await remasterClip(from, spec.sliders, out);
      break;
    case 'paint': {
      const { name: _name, source: _source, ...options } = spec;
      await paintClip(from, options, out);
      break;
    }
    case 'crop':
    case 'fade':
    case 'speed':
      writeAudioClip(from, out, editAudio(spec, await readClipAudio(from)));
      break;
    case 'stems':
      return makeStems(spec.clips, from, dirOf);
  }
  await finishClip(out, from);
  return [{ clipId, ...madeOf(out), hasVocal: null }];
}

function editAudio(
  spec: Extract<EngineTaskSpec, { name: 'crop' | 'fade' | 'speed' }>,
  audio: StereoBuffer,
): StereoBuffer {
  if (spec.name === 'crop') {
    return crop(audio, {
      startS: spec.startS,
      endS: spec.endS,
      remove: spec.remove,
      ...(spec.fadeMs !== undefined && { fadeMs: spec.fadeMs }),
    });
  }
  if (spec.name === 'fade') return fadeOut(audio, spec.fadeMs);
  return changeSpeed(audio, {
    factor: spec.factor,
    tempoOnly: spec.tempoOnly,
    ...(spec.range && { range: spec.range }),
  });
}

/** Every stem clip at once: a generated clip's own stems, else an approximate separation. */
async function makeStems(
  clips: Partial<Record<StemGroup, string>>,
  from: string,
  dirOf: (clipId: string) => string,
): Promise<TaskClipResult[]> {
  const mix = await readClipAudio(from);
  const stems = existsSync(join(from, 'stems', 'vocals.wav'))
    ? await loadGeneratedStems(from)
    : separateApproximately(mix);
  const audio: Record<StemGroup, StereoBuffer> = {
    Vocals: stems.vocals,
    Backing_Vocals: stems.backingVocals,
    Instrumental: stems.instrumental,
  };
  const results: TaskClipResult[] = [];
  for (const { stem_type_group_name: group, has_vocal } of stemClips(stems, mix)) {
    const clipId = clips[group];
    if (!clipId) continue;
    const out = dirOf(clipId);
    writeAudioClip(from, out, audio[group], {
      stem_type_group_name: group,
      stems_method: stems.method,
    });
    await finishClip(out, from);
    results.push({ clipId, ...madeOf(out), hasVocal: has_vocal });
  }
  return results;
}

/** A clip directory holding `audio`, with the source's score.json as what is known of it. */
function writeAudioClip(
  from: string,
  out: string,
  audio: StereoBuffer,
  extra: Record<string, unknown> = {},
): void {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'song.wav'), encodeWav(audio));
  writeFileSync(join(out, 'song.mp3'), encodeMp3(audio));
  const json = JSON.parse(readFileSync(join(from, 'score.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const durationS = Number((audio.left.length / SAMPLE_RATE).toFixed(3));
  writeFileSync(
    join(out, 'score.json'),
    `${JSON.stringify({ ...json, ...extra, duration_s: durationS }, null, 2)}\n`,
  );
}

/**
 * A clip without a WAV master or a recipe to make it from (a model server's clip) gets one
 * decoded from its MP3.
 */
async function ensureWav(dir: string): Promise<void> {
  if (existsSync(join(dir, 'song.wav'))) return;
  writeFileSync(join(dir, 'song.wav'), encodeWav(await readClipAudio(dir)));
}

/** The browser formats and the cover the engine's joining tasks do not write. */
async function finishClip(out: string, from: string): Promise<void> {
  const wav = () => {
    const decoded = decodeWav(readFileSync(join(out, 'song.wav')));
    const left = decoded.channels[0]!;
    return { left, right: decoded.channels[1] ?? left };
  };
  let audio: StereoBuffer | null = null;
  if (!existsSync(join(out, 'song.m4a'))) {
    audio ??= wav();
    writeFileSync(join(out, 'song.m4a'), await encodeAacM4a(audio));
  }
  if (!existsSync(join(out, 'song.webm'))) {
    audio ??= wav();
    writeFileSync(join(out, 'song.webm'), await encodeOpusWebm(audio));
  }
  if (!existsSync(join(out, 'cover.png')) && existsSync(join(from, 'cover.png'))) {
    copyFileSync(join(from, 'cover.png'), join(out, 'cover.png'));
  }
}

/** A made clip's length and words, from its score.json. */
function madeOf(dir: string): { durationS: number; lyrics: string | null } {
  const json = JSON.parse(readFileSync(join(dir, 'score.json'), 'utf8')) as {
    duration_s: number;
    lyrics?: string | null;
  };
  return { durationS: Number(json.duration_s.toFixed(2)), lyrics: json.lyrics ?? null };
}
