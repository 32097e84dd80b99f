import type { Clip } from '../../src/contracts/clip';

/** A song a hook can be set to: a complete clip whose length is known. */
export interface HookSong {
  id: string;
  title: string;
  durationS: number;
  imageUrl: string | null;
  /** Its audio, for hearing the chosen range before the hook is made. */
  audioUrl: string | null;
}

/** The clip as a hook's song, or null when it cannot be one (not complete, no length). */
export function toHookSong(clip: Clip): HookSong | null {
  const durationS = clip.metadata.duration;
  if (clip.status !== 'complete' || clip.is_trashed || !durationS) return null;
  return {
    id: clip.id,
    title: clip.title,
    durationS,
    imageUrl: clip.image_url,
    audioUrl: clip.audio_url,
  };
}
