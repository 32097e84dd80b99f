/** One sung word and when it is heard (spec 000 §7 aligned_lyrics/v2: aligned_words). */
export interface AlignedLyricsWord {
  word: string;
  start_s: number;
  end_s: number;
  success: boolean;
  p_align: number;
}

/** `GET` and `POST /api/gen/{clip_id}/aligned_lyrics/v2/` (spec 000 §7). */
export interface AlignedLyrics {
  aligned_words: AlignedLyricsWord[];
  /** The clip's waveform peaks, 0..1, as the player draws them. */
  waveform_data: number[];
  /**
   * Character error rate of the alignment. The engine times words from the notes that sing
   * them, so every word is aligned exactly: 0, or null when the clip sings no words.
   */
  hoot_cer: number | null;
}

/**
 * `GET /api/gen/{clip_id}/waveform` (ours): the peaks alone, for the playbar's seek bar, to anyone
 * who may play the clip (aligned_lyrics/v2 needs the rights to remix it).
 */
export interface ClipWaveform {
  waveform_data: number[];
}
