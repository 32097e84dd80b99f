/**
 * The lyric writer's words, by the slot they can fill. A class is a part of
 * speech narrowed to what fits its templates (a `road` can be driven down,
 * a `weather` stood in), so any word of a class makes sense in any of its
 * slots. Each word lists the themes it belongs to.
 */
export type WordClass =
  | 'road'
  | 'water'
  | 'place'
  | 'weather'
  | 'light'
  | 'sky'
  | 'season'
  | 'abstract'
  | 'keepsake'
  | 'glad'
  | 'sad'
  | 'when';

export interface ClassWord {
  word: string;
  themes: string[];
}

const words = (table: string): ClassWord[] =>
  table
    .trim()
    .split('\n')
    .map((row) => {
      const [word, themes] = row.split(':');
      return { word: word!.trim(), themes: (themes ?? '').trim().split(/\s+/).filter(Boolean) };
    });

/** Articles and nouns are kept apart: every noun class but `abstract` takes "the". */
export const WORD_CLASSES: Record<WordClass, ClassWord[]> = {
  // Ways you walk, drive or run down.
  road: words(`
    street: city night
    road: road freedom
    highway: road night freedom
    avenue: city
    boulevard: city night dance
    lane: home summer
    interstate: road`),
  // Ways you walk along, beside water.
  water: words(`
    river: home summer
    shore: sea summer
    coast: sea road summer
    harbour: sea city
    bay: sea summer`),
  // Places you are in, go back to, look across.
  place: words(`
    city: city night dance
    town: home road
    station: road city
    ocean: sea summer freedom
    garden: home summer love
    valley: home freedom
    kitchen: home love
    club: dance night
    bar: night city heartbreak
    beach: summer sea
    crowd: dance friends
    countryside: home road`),
  // Weather you stand, dance or walk in.
  weather: words(`
    rain: rain heartbreak
    snow: winter
    storm: rain heartbreak
    wind: road freedom
    breeze: summer sea
    thunder: rain
    cold: winter heartbreak
    heat: summer dance`),
  // Light you glow in or stand under.
  light: words(`
    moonlight: night love
    sunlight: summer
    starlight: night dreams
    neon: city night dance
    firelight: winter home
    candlelight: love home
    lamplight: city rain`),
  // What is above: looked up at, wished under.
  sky: words(`
    sun: summer
    moon: night love dreams
    stars: night dreams love
    sky: freedom dreams
    northern lights: winter dreams`),
  // Times of day and year that pass and come again.
  season: words(`
    night: night dance love
    morning: home love
    summer: summer love
    winter: winter
    evening: home night
    weekend: dance friends
    spring: love home
    autumn: heartbreak home`),
  // Needed, wanted, held on to; sung without an article.
  abstract: words(`
    love: love heartbreak
    home: home
    freedom: freedom road
    hope: dreams heartbreak
    sunshine: summer
    music: dance friends
    laughter: friends summer
    something new: dreams freedom`),
  // Something of a person remembered.
  keepsake: words(`
    photograph: heartbreak home
    letter: heartbreak love
    smile: love summer
    name: love heartbreak
    voice: love heartbreak
    laugh: friends love
    guitar: road friends
    jacket: winter love
    perfume: love night`),
  // How the singer feels with someone.
  glad: words(`
    alive: dance freedom summer
    free: freedom road
    young: summer friends
    wild: dance night
    brave: dreams
    strong: dreams
    warm: winter home love
    high: dance night
    new: love dreams
    right: love`),
  // How the singer feels without them.
  sad: words(`
    alone: heartbreak night
    lost: heartbreak
    blue: heartbreak rain
    cold: heartbreak winter
    small: heartbreak
    gray: rain heartbreak`),
  // Ends of "we could dance …".
  when: words(`
    tonight: night dance love
    forever: love dreams
    all night: dance night
    once again: heartbreak home
    until the dawn: night dance
    one more time: dance heartbreak`),
};

/** Every class a word belongs to. */
export function classesOf(word: string): WordClass[] {
  return (Object.keys(WORD_CLASSES) as WordClass[]).filter((cls) =>
    WORD_CLASSES[cls].some((entry) => entry.word === word),
  );
}
