import {
  CLIP_VIDEO_SIZE,
  SHARE_IMAGE_SIZE,
  SHARE_VIDEO_SIZE,
  VIDEO_FPS,
} from '../../contracts/constants';
import { blurredBackdrop, drawImage, resizeImage } from '../draw/image';
import { RgbaSurface, type RgbaImage } from '../draw/rgba';
import type { Rgb } from '../draw/surface';
import { rgbaToI420 } from '../draw/yuv';
import { lyricLines, type TimedWord } from '../layers/lyric-lines';
import type { LyricsLayout } from '../layers/lyrics-layer';
import { WaveformLayer, type WaveformLayout } from '../layers/waveform-layer';
import type { VideoScene } from './scene';
import { drawText, type TextPlacement } from './text-block';

/** What a song's video or card shows. */
export interface SongCard {
  /** The cover, square. */
  cover: RgbaImage;
  title: string;
  handle: string;
  /** The clip's waveform peaks (score.json), spread over its duration. */
  peaks: number[];
  durationS: number;
  /** The clip's aligned words and its written lyrics (for where lines break); none for instrumentals. */
  words: TimedWord[];
  lyrics: string;
}

const WHITE: Rgb = [255, 255, 255];
/** The app's accent (the dark theme's, src/web/ui/theme.css.ts). */
const ACCENT: Rgb = [139, 109, 255];
const BRAND = 'OpenChirp';

interface Layout {
  width: number;
  height: number;
  cover: { x: number; y: number; size: number };
  title: TextPlacement & { size: number };
  handle: TextPlacement & { size: number };
  brand: TextPlacement & { size: number };
  waveform: Pick<WaveformLayout, 'rect' | 'mode' | 'windowS' | 'barWidth' | 'gap'>;
  lyrics?: Omit<LyricsLayout, 'sung' | 'unsung'>;
}

/** The clip video (1280 × 720): cover and names on the left, lyrics on the right, the song's waveform below. */
const CLIP_VIDEO: Layout = {
  ...CLIP_VIDEO_SIZE,
  cover: { x: 80, y: 90, size: 400 },
  title: { x: 80, y: 516, width: 400, align: 'left', size: 32 },
  handle: { x: 80, y: 566, width: 400, align: 'left', size: 24 },
  brand: { x: 880, y: 36, width: 320, align: 'right', size: 20 },
  waveform: {
    rect: { x: 80, y: 630, width: 1120, height: 56 },
    mode: 'song',
    windowS: 0,
    barWidth: 4,
    gap: 3,
  },
  lyrics: {
    x: 560,
    width: 640,
    y: 250,
    gap: 80,
    align: 'left',
    current: { weight: 'bold', size: 44 },
    next: { weight: 'regular', size: 32 },
  },
};

/** The vertical video card (720 × 1280), a short part of the song. */
const SHARE_VIDEO: Layout = {
  ...SHARE_VIDEO_SIZE,
  cover: { x: 100, y: 140, size: 520 },
  title: { x: 50, y: 700, width: 620, align: 'center', size: 40 },
  handle: { x: 50, y: 760, width: 620, align: 'center', size: 28 },
  brand: { x: 50, y: 1196, width: 620, align: 'center', size: 24 },
  waveform: {
    rect: { x: 60, y: 1060, width: 600, height: 72 },
    mode: 'window',
    windowS: 10,
    barWidth: 6,
    gap: 4,
  },
  lyrics: {
    x: 40,
    width: 640,
    y: 860,
    gap: 70,
    align: 'center',
    current: { weight: 'bold', size: 40 },
    next: { weight: 'regular', size: 30 },
  },
};

/** The square image card (1080 × 1080). */
const SHARE_IMAGE: Layout = {
  ...SHARE_IMAGE_SIZE,
  cover: { x: 260, y: 80, size: 560 },
  title: { x: 90, y: 676, width: 900, align: 'center', size: 52 },
  handle: { x: 90, y: 752, width: 900, align: 'center', size: 34 },
  brand: { x: 90, y: 992, width: 900, align: 'center', size: 28 },
  waveform: {
    rect: { x: 140, y: 850, width: 800, height: 90 },
    mode: 'song',
    windowS: 0,
    barWidth: 6,
    gap: 4,
  },
};

/** What never moves: backdrop, cover, title, handle and the brand, drawn in RGBA. */
function drawStill(card: SongCard, layout: Layout): { image: RgbaImage; waveform: WaveformLayout } {
  const image = blurredBackdrop(card.cover, layout.width, layout.height);
  const { cover } = layout;
  drawImage(image, resizeImage(card.cover, cover.size, cover.size), cover.x, cover.y);
  const surface = new RgbaSurface(image);
  const { title, handle, brand } = layout;
  drawText(surface, card.title, { weight: 'bold', size: title.size }, title, WHITE);
  drawText(
    surface,
    `@${card.handle}`,
    { weight: 'regular', size: handle.size },
    handle,
    WHITE,
    0.75,
  );
  drawText(surface, BRAND, { weight: 'bold', size: brand.size }, brand, WHITE, 0.6);
  const waveform: WaveformLayout = {
    ...layout.waveform,
    peaks: card.peaks,
    durationS: card.durationS,
    played: ACCENT,
    unplayed: WHITE,
  };
  new WaveformLayer(waveform).drawStatic(surface);
  return { image, waveform };
}

function scene(card: SongCard, layout: Layout, startS: number, durationS: number): VideoScene {
  const { image, waveform } = drawStill(card, layout);
  const lyrics = layout.lyrics && { ...layout.lyrics, sung: WHITE, unsung: WHITE };
  return {
    width: layout.width,
    height: layout.height,
    fps: VIDEO_FPS,
    startS,
    durationS,
    base: rgbaToI420(image),
    waveform,
    lyrics:
      lyrics && card.words.length > 0
        ? {
            lines: lyricLines(card.words, card.lyrics, lyrics.current, lyrics.width),
            layout: lyrics,
          }
        : null,
  };
}

/** The clip video: the whole song. */
export const clipVideoScene = (card: SongCard): VideoScene =>
  scene(card, CLIP_VIDEO, 0, card.durationS);

/** The video card: `lengthS` seconds of the song from `startS`. */
export const shareVideoScene = (card: SongCard, startS: number, lengthS: number): VideoScene =>
  scene(card, SHARE_VIDEO, startS, Math.min(lengthS, card.durationS - startS));

/** The image card, its waveform lit whole. */
export function shareImage(card: SongCard): RgbaImage {
  const { image, waveform } = drawStill(card, SHARE_IMAGE);
  new WaveformLayer(waveform).draw(new RgbaSurface(image), card.durationS);
  return image;
}
