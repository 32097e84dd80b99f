import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VIDEO_ENCODE_THREADS } from '../contracts/constants';
import { encodeVideo, type VideoAudio } from './encode/encode-video';
import { keyFrameTimes } from './encode/key-frames';
import type { TimedWord } from './layers/lyric-lines';
import { hookScene } from './scenes/hook-scene';

/** A hook's render (POST /api/video/hooks/create's video_render), as files and seconds. */
export interface HookVideoInput {
  kind: 'hook';
  /** The song's directory (score.json, song.m4a or song.mp3). */
  clipDir: string;
  /** The written lyrics (where the sung words' lines break); null to show none. */
  lyrics: string | null;
  song: { startS: number; endS: number; volume: number };
  /** The uploaded video; `volume` 0 leaves its own sound out (or it has none). */
  video: { file: string; startS: number; endS: number; volume: number; hasAudio: boolean };
  outFile: string;
}

/**
 * Renders a hook: the video's range with the song's range under it (and the video's own sound
 * mixed in when on), lyrics burned in word by word when chosen. Returns its size in bytes.
 */
export async function renderHookVideo(input: HookVideoInput): Promise<number> {
  const durationS = input.video.endS - input.video.startS;
  const [video, song, score] = await Promise.all([
    readFile(input.video.file),
    readFile(join(input.clipDir, 'song.m4a')).catch(() =>
      readFile(join(input.clipDir, 'song.mp3')),
    ),
    readFile(join(input.clipDir, 'score.json'), 'utf8').catch(() => '{}'),
  ]);
  const words = (JSON.parse(score) as { aligned_words?: TimedWord[] }).aligned_words ?? [];
  const scene = hookScene({
    video: new Uint8Array(video),
    videoStartS: input.video.startS,
    videoKeyTimesS: await keyFrameTimes(video),
    songStartS: input.song.startS,
    durationS,
    lyrics: input.lyrics === null ? null : { words, text: input.lyrics },
  });
  const sounds: VideoAudio[] = [];
  if (input.song.volume > 0)
    sounds.push({
      bytes: new Uint8Array(song),
      startS: input.song.startS,
      durationS,
      copy: false,
      volume: input.song.volume,
    });
  if (input.video.hasAudio && input.video.volume > 0)
    sounds.push({
      bytes: scene.source.bytes,
      startS: input.video.startS,
      durationS,
      copy: false,
      volume: input.video.volume,
    });
  const bytes = await encodeVideo(scene, sounds, VIDEO_ENCODE_THREADS);
  const aside = `${input.outFile}.part`;
  await writeFile(aside, bytes);
  await rename(aside, input.outFile);
  return bytes.length;
}
