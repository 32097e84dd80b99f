import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encode as encodePng } from 'fast-png';
import { SHARE_VIDEO_SECONDS, VIDEO_ENCODE_THREADS } from '../contracts/constants';
import { decodeSquareImage } from './draw/decode-image';
import { encodeVideo } from './encode/encode-video';
import type { TimedWord } from './layers/lyric-lines';
import { excerptStart, type ScoreSection } from './scenes/excerpt';
import { clipVideoScene, shareImage, shareVideoScene, type SongCard } from './scenes/song-cards';

/** What is rendered of a song: its video, or one of its share cards. */
export type SongVideoKind = 'clipVideo' | 'shareVideo' | 'shareImage';

/** A render's input: the clip's own directory (score.json, song.m4a) and what the files do not say. */
export interface SongVideoInput {
  kind: SongVideoKind;
  clipDir: string;
  /** The cover shown (the owner's own, or the generated one), a path. */
  coverFile: string;
  title: string;
  handle: string;
  /** The written lyrics (where the sung words' lines break). */
  lyrics: string;
  durationS: number;
  /** Where the PNG or MP4 goes; written aside first, so a reader never sees half of it. */
  outFile: string;
}

interface Score {
  aligned_words?: TimedWord[];
  waveform_peaks?: number[];
  sections?: ScoreSection[];
}

/** The cover is decoded at this size: more than any layout draws it (560 px). */
const COVER_DECODE_SIZE = 640;

/** Renders `input` and writes it; returns its size in bytes. */
export async function renderSongVideo(input: SongVideoInput): Promise<number> {
  // A clip without a score (made elsewhere) still gets its cover, title and sound.
  const score = JSON.parse(
    await readFile(join(input.clipDir, 'score.json'), 'utf8').catch(() => '{}'),
  ) as Score;
  const card: SongCard = {
    cover: await decodeSquareImage(await readFile(input.coverFile), COVER_DECODE_SIZE),
    title: input.title,
    handle: input.handle,
    peaks: score.waveform_peaks ?? [],
    durationS: input.durationS,
    words: score.aligned_words ?? [],
    lyrics: input.lyrics,
  };
  const bytes = await render(input, card, score);
  const aside = `${input.outFile}.part`;
  await writeFile(aside, bytes);
  await rename(aside, input.outFile);
  return bytes.length;
}

async function render(input: SongVideoInput, card: SongCard, score: Score): Promise<Uint8Array> {
  if (input.kind === 'shareImage') {
    const image = shareImage(card);
    return encodePng({ width: image.width, height: image.height, data: image.data, channels: 4 });
  }
  const { bytes: song, isAac } = await songAudio(input.clipDir);
  if (input.kind === 'clipVideo') {
    const audio = { bytes: song, startS: 0, durationS: card.durationS, copy: isAac };
    return encodeVideo(clipVideoScene(card), [audio], VIDEO_ENCODE_THREADS);
  }
  const firstWord = card.words[0]?.start_s ?? null;
  const startS = excerptStart(score.sections ?? [], firstWord, card.durationS, SHARE_VIDEO_SECONDS);
  const scene = shareVideoScene(card, startS, SHARE_VIDEO_SECONDS);
  const audio = { bytes: song, startS, durationS: scene.durationS, copy: false };
  return encodeVideo(scene, [audio], VIDEO_ENCODE_THREADS);
}

/** The clip's AAC (copied into the video as it is), or its MP3 when it has no M4A. */
async function songAudio(clipDir: string): Promise<{ bytes: Uint8Array; isAac: boolean }> {
  const m4a = await readFile(join(clipDir, 'song.m4a')).catch(() => null);
  if (m4a) return { bytes: m4a, isAac: true };
  return { bytes: await readFile(join(clipDir, 'song.mp3')), isAac: false };
}
