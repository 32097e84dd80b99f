import { I420Surface, type I420Frame } from '../draw/yuv';
import type { LyricLine } from '../layers/lyric-lines';
import { LyricsLayer, type LyricsLayout } from '../layers/lyrics-layer';
import { WaveformLayer, type WaveformLayout } from '../layers/waveform-layer';

/**
 * A video to encode, as data an encoder thread can be sent: a still base frame (everything that
 * does not move, drawn once) and the layers drawn over it frame by frame. A hook will give a
 * base per frame (its video) under the same lyrics layer.
 */
export interface VideoScene {
  width: number;
  height: number;
  fps: number;
  /** The part of the song the video shows, in seconds: frame i shows startS + i / fps. */
  startS: number;
  durationS: number;
  base: I420Frame;
  lyrics: { lines: LyricLine[]; layout: LyricsLayout } | null;
  waveform: WaveformLayout | null;
}

export const frameCount = (scene: Pick<VideoScene, 'durationS' | 'fps'>) =>
  Math.max(1, Math.round(scene.durationS * scene.fps));

/** Draws a scene's frames, one after another, into one reused frame buffer. */
export function createFramePainter(scene: VideoScene): (index: number) => I420Frame {
  const frame: I420Frame = {
    width: scene.width,
    height: scene.height,
    data: new Uint8Array(scene.base.data.length),
  };
  const surface = new I420Surface(frame);
  const waveform = scene.waveform && new WaveformLayer(scene.waveform);
  const lyrics = scene.lyrics && new LyricsLayer(scene.lyrics.lines, scene.lyrics.layout);
  return (index) => {
    frame.data.set(scene.base.data);
    const t = scene.startS + index / scene.fps;
    waveform?.draw(surface, t);
    lyrics?.draw(surface, t);
    return frame;
  };
}
