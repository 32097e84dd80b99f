import { HOOK_VIDEO_SIZE, VIDEO_FPS } from '../../contracts/constants';
import { OverlaySurface } from '../draw/overlay';
import type { Rect } from '../draw/surface';
import { rgbaToYuva420, yuva420Size } from '../draw/yuv';
import { lyricLines, type LyricLine, type TimedWord } from '../layers/lyric-lines';
import { LyricsLayer, type LyricsLayout } from '../layers/lyrics-layer';

/**
 * A hook: a stretch of an uploaded video (decoded, scaled and cropped to fill the upright frame by
 * ffmpeg in each encoder's own run) with, when chosen, the song's lyrics burned in word by word
 * over a shaded band. `startS` is where in the song the hook starts (the lyrics' clock);
 * `source.startS` where in the uploaded video.
 */
export interface HookScene {
  width: number;
  height: number;
  fps: number;
  startS: number;
  durationS: number;
  /** The upload, where the hook starts in it, and its key frames' times (see split.ts). */
  source: { bytes: Uint8Array; startS: number; keyTimesS: number[] };
  lyrics: { lines: LyricLine[]; layout: LyricsLayout; band: Rect } | null;
}

export const isHookScene = (scene: object): scene is HookScene => 'source' in scene;

/** The band the lyrics are drawn in, across the lower part of the frame, and their layout in it. */
const BAND: Rect = { x: 0, y: 900, width: HOOK_VIDEO_SIZE.width, height: 240 };
const BAND_SHADE = 0.35;
const LAYOUT: Omit<LyricsLayout, 'y'> = {
  x: 40,
  width: 640,
  gap: 70,
  align: 'center',
  current: { weight: 'bold', size: 40 },
  next: { weight: 'regular', size: 30 },
  sung: [255, 255, 255],
  unsung: [235, 235, 235],
};

export interface HookSceneInput {
  video: Uint8Array;
  videoStartS: number;
  videoKeyTimesS: number[];
  songStartS: number;
  durationS: number;
  /** The song's aligned words and written lyrics, or null when the hook shows no lyrics. */
  lyrics: { words: TimedWord[]; text: string } | null;
}

export function hookScene(input: HookSceneInput): HookScene {
  const layout: LyricsLayout = { ...LAYOUT, y: 50 };
  const lines =
    input.lyrics && lyricLines(input.lyrics.words, input.lyrics.text, layout.current, layout.width);
  return {
    ...HOOK_VIDEO_SIZE,
    fps: VIDEO_FPS,
    startS: input.songStartS,
    durationS: input.durationS,
    source: { bytes: input.video, startS: input.videoStartS, keyTimesS: input.videoKeyTimesS },
    lyrics: lines && lines.length > 0 ? { lines, layout, band: BAND } : null,
  };
}

/**
 * Paints a hook's lyrics band frame by frame, as YUVA 4:2:0 (transparent where the video shows):
 * only when what it shows changes (a word sung, a line come or gone); the frames between give
 * the same buffer again.
 */
export function createOverlayPainter(scene: HookScene): (index: number) => Uint8Array {
  const lyrics = scene.lyrics!;
  const { width, height } = lyrics.band;
  const image = { width, height, data: new Uint8Array(width * height * 4) };
  const frame = new Uint8Array(yuva420Size(width, height));
  const surface = new OverlaySurface(image);
  const layer = new LyricsLayer(lyrics.lines, lyrics.layout);
  surface.fillRect({ x: 0, y: 0, width, height }, [0, 0, 0], BAND_SHADE);
  const shade = image.data.slice();
  let shown: string | null = null;
  return (index) => {
    const t = scene.startS + index / scene.fps;
    const key = layer.keyAt(t);
    if (key === shown) return frame;
    image.data.set(shade);
    layer.draw(surface, t);
    shown = key;
    return rgbaToYuva420(image, frame);
  };
}
