/**
 * `merge`: clips joined end to end in the order given. Clips have no audio past their ends, so
 * each join overlaps the last 30 ms of what came before with the next clip's first 30 ms.
 */
import { SAMPLE_RATE } from '../score';
import { crossfadeJoin, JOIN_CROSSFADE_S, measureJoin, secondsToSamples } from './join-audio';
import { JoinInputError, mapStems, readClip, round, writeClip } from './join-clip';
import { joinTimedFields } from './join-timing';

export interface MergeOptions {
  clips: string[];
  out: string;
}

export async function mergeClips(options: MergeOptions) {
  if (options.clips.length < 2) throw new JoinInputError('merge needs at least two clips');
  const clips = options.clips.map(readClip);
  const fade = secondsToSamples(JOIN_CROSSFADE_S);
  let audio = clips[0]!.audio;
  let stems = clips[0]!.stems;
  const starts = [0];
  for (const clip of clips.slice(1)) {
    const at = Math.max(0, audio.left.length - Math.min(fade, clip.audio.left.length));
    audio = crossfadeJoin(audio, at, clip.audio, fade);
    stems = mapStems([stems, clip.stems], ([head, tail]) => crossfadeJoin(head!, at, tail!, fade));
    starts.push(at);
  }
  const joins = starts.slice(1).map((at) => measureJoin(audio, at, fade));
  const figures = writeClip(options.out, {
    audio,
    stems,
    json: {
      ...clips[0]!.json,
      ...joinTimedFields(
        clips.map((clip, index) => ({
          json: clip.json,
          fromS: 0,
          untilS: Infinity,
          offsetS: starts[index]! / SAMPLE_RATE,
        })),
      ),
      title: clips
        .map((clip) => clip.json.title)
        .join(' / ')
        .slice(0, 80),
      lyrics:
        clips
          .map((clip) => clip.json.lyrics ?? '')
          .join('\n\n')
          .trim() || null,
      clip_type: 'merge',
      merged: clips.map((clip, index) => ({
        clip: clip.dir,
        start_s: round(starts[index]! / SAMPLE_RATE, 6),
      })),
      joins,
      engine_score: undefined,
      continued_from: undefined,
      infill: undefined,
    },
  });
  return { ...figures, clips: clips.length, joins };
}
