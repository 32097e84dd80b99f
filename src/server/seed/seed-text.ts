import { dictionaryWords } from '../../engine/lyrics/cmu';
import { isAllowedWord } from '../../engine/lyrics/topics';
import { WORD_CLASSES } from '../../engine/lyrics/word-classes.data';
import { writeLyrics } from '../../engine/lyrics/write';
import type { Rng } from '../../engine/random';
import { GENRES, INSTRUMENTS, MOODS } from '../../engine/text/lexicon';

/** Songs the lyric writer makes once; each clip takes one and sings of its own topic. */
const WRITTEN_SONGS = 500;
/** Topic words: each is the subject of a few songs, so most words of a catalogue are rare. */
const TOPIC_POOL = 25_000;
/** What the written songs are about: the writer's own themes. */
const THEMES = ['love', 'summer', 'the road', 'the sea', 'the city at night', 'heartbreak', 'home'];

// prettier-ignore
const HASHTAGS = [
  'newmusic', 'vibes', 'summer', 'latenight', 'roadtrip', 'chill', 'love', 'heartbreak',
  'throwback', 'workout', 'rainyday', 'party', 'study', 'sunset', 'dance', 'acoustic', 'cover',
  'original', 'demo', 'weekend', 'nightdrive', 'lofi', 'banger', 'mood', 'feelgood',
];

// prettier-ignore
const CAPTION_OPENERS = [
  'made this one at 3am', 'first try with this style', 'for everyone driving home tonight',
  'a little something for the weekend', 'inspired by an old photo', 'my favourite so far',
  'written on the train', 'turn it up', 'this one is personal', 'still thinking about it',
];

/** Nouns a title ends on: the lyric writer's places, lights, skies and seasons. */
const TITLE_NOUNS = (['place', 'light', 'sky', 'season', 'water', 'road'] as const).flatMap(
  (kind) => WORD_CLASSES[kind].map((entry) => entry.word),
);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the seed writes a clip with: its words, styles and caption, all from one generator. */
export interface SeedText {
  title: string;
  tags: string;
  lyrics: string;
  caption: string | null;
  instrumental: boolean;
}

/**
 * A catalogue's text: the engine's own lyric writer (a few thousand songs, each then sung of a
 * topic word drawn from the pronouncing dictionary), the engine's styles as tags, captions with
 * hashtags. Deterministic from `rng`.
 */
export function seedTextMaker(rng: Rng): (clipRng: Rng) => SeedText {
  const pool = topicPool(rng.fork('topics'));
  const songs = Array.from({ length: WRITTEN_SONGS }, (_, i) =>
    writeLyrics({ description: `a song about ${THEMES[i % THEMES.length]}`, seed: i + 1 }),
  );
  return (r) => {
    const topic = r.pick(pool);
    const song = r.pick(songs);
    const instrumental = r.chance(0.08);
    // The writer sings only of topics it knows: the clip's own topic word closes the song.
    const lyrics = `${song.lyrics}\n\n[Outro]\n${capitalise(topic)}, ${topic}`;
    return {
      title: r.chance(0.5) ? song.title : titleOf(r, topic),
      tags: tagsOf(r),
      lyrics: instrumental ? '' : lyrics,
      caption: r.chance(0.35) ? captionOf(r) : null,
      instrumental,
    };
  };
}

function topicPool(rng: Rng): string[] {
  const words = dictionaryWords().filter((w) => /^[a-z]{5,12}$/.test(w) && isAllowedWord(w));
  return Array.from({ length: TOPIC_POOL }, () => rng.pick(words));
}

function titleOf(r: Rng, topic: string): string {
  const end = capitalise(r.pick(TITLE_NOUNS));
  switch (r.int(0, 3)) {
    case 0:
      return `${capitalise(topic)} ${end}`;
    case 1:
      return `${end} of ${capitalise(topic)}`;
    case 2:
      return `The ${capitalise(topic)}`;
    default:
      return `${capitalise(r.pick(MOODS).words[0]!)} ${end}`;
  }
}

function tagsOf(r: Rng): string {
  const tags = new Set<string>();
  for (let i = r.int(1, 2); i > 0; i--) tags.add(r.pick(GENRES).words[0]!);
  if (r.chance(0.7)) tags.add(r.pick(MOODS).words[0]!);
  if (r.chance(0.4)) tags.add(r.pick(INSTRUMENTS).words[0]!);
  return [...tags].join(', ');
}

function captionOf(r: Rng): string {
  const tags = Array.from({ length: r.int(1, 3) }, () => `#${r.pick(HASHTAGS)}`);
  return `${r.pick(CAPTION_OPENERS)} ${[...new Set(tags)].join(' ')}`;
}
