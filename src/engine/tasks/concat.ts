/**
 * `concat` ("get whole song"): an extension chain stitched into one clip. Each extension starts
 * where its predecessor was cut, so it is laid at that point, and the predecessor's audio past
 * the cut fades out under its first 30 ms. With `infill`, a link may instead be an infill of
 * the clip before it, which it then replaces (the spec's `is_infill` variant).
 */
import { SAMPLE_RATE } from '../score';
import { crossfadeJoin, JOIN_CROSSFADE_S, measureJoin, secondsToSamples } from './join-audio';
import {
  JoinInputError,
  mapStems,
  readClip,
  round,
  writeClip,
  type ClipStems,
  type StoredClip,
} from './join-clip';
import { joinTimedFields, type TimedPart } from './join-timing';

export interface ConcatOptions {
  chain: string[];
  out: string;
  /** Allow infill links (the clip type becomes `concat_infilling`). */
  infill?: boolean;
}

interface Link {
  clip: StoredClip;
  /** The directories this link stands for: its own, and those of the clips its infills replaced. */
  names: string[];
  /** Where the clip starts in the whole song, in samples. */
  start: number;
}

export async function concatClips(options: ConcatOptions) {
  if (options.chain.length < 2) throw new JoinInputError('a chain needs at least two clips');
  const clips = options.chain.map(readClip);
  const links: Link[] = [{ clip: clips[0]!, names: [clips[0]!.dir], start: 0 }];
  let hasInfill = false;
  for (const clip of clips.slice(1)) {
    const previous = links.at(-1)!;
    const infill = clip.json.infill;
    if (infill) {
      if (!options.infill) {
        throw new JoinInputError(`${clip.dir} is an infill: concatenate with --infill`);
      }
      if (!previous.names.includes(infill.clip)) {
        throw new JoinInputError(
          `${clip.dir} is an infill of ${infill.clip}, not of the clip before it`,
        );
      }
      // An infill is its source with a range regenerated: it takes the source's place whole.
      hasInfill = true;
      links[links.length - 1] = { ...previous, clip, names: [...previous.names, clip.dir] };
      continue;
    }
    const from = clip.json.continued_from;
    if (!from) throw new JoinInputError(`${clip.dir} is not an extension (no continued_from)`);
    if (!previous.names.includes(from.clip)) {
      throw new JoinInputError(`${clip.dir} continues ${from.clip}, not the clip before it`);
    }
    const start = previous.start + secondsToSamples(from.continue_at_s);
    links.push({ clip, names: [clip.dir], start });
  }
  const fade = secondsToSamples(JOIN_CROSSFADE_S);
  let audio = links[0]!.clip.audio;
  let stems: ClipStems | null = links[0]!.clip.stems;
  for (const { clip, start } of links.slice(1)) {
    audio = crossfadeJoin(audio, start, clip.audio, fade);
    stems = mapStems([stems, clip.stems], ([head, tail]) =>
      crossfadeJoin(head!, start, tail!, fade),
    );
  }
  const first = clips[0]!.json;
  const parts: TimedPart[] = links.map((link, index) => ({
    json: link.clip.json,
    fromS: 0,
    untilS: ((links[index + 1]?.start ?? Infinity) - link.start) / SAMPLE_RATE,
    offsetS: link.start / SAMPLE_RATE,
  }));
  const measured = links.slice(1).map((link) => measureJoin(audio, link.start, fade));
  const figures = writeClip(options.out, {
    audio,
    stems,
    json: {
      ...first,
      ...joinTimedFields(parts),
      lyrics:
        links
          .map((link) => link.clip.json.lyrics ?? '')
          .join('\n\n')
          .trim() || null,
      clip_type: hasInfill ? 'concat_infilling' : 'concat',
      chain: links.map((link) => ({
        clip: link.clip.dir,
        start_s: round(link.start / SAMPLE_RATE, 6),
      })),
      joins: measured,
      engine_score: undefined,
      continued_from: undefined,
      infill: undefined,
    },
  });
  return { ...figures, clips: links.length, joins: measured };
}
