/**
 * The words simple mode writes with. Line endings are gentle nouns grouped
 * into rhymes at run time; `{T}` is a topic from the description and `{E}`
 * a rhyming ending.
 */

// prettier-ignore
export const END_WORDS = [
  'night', 'light', 'sight', 'flight', 'moonlight', 'starlight', 'firelight', 'daylight',
  'sky', 'goodbye', 'lullaby', 'july', 'fire', 'choir', 'desire', 'rain',
  'train', 'lane', 'window pane', 'hurricane', 'champagne', 'flame', 'name', 'game',
  'heart', 'start', 'art', 'counterpart', 'dark', 'spark', 'park', 'skylark',
  'stars', 'cars', 'guitars', 'boulevards', 'sea', 'tree', 'melody', 'harmony',
  'memory', 'symphony', 'breeze', 'trees', 'seas', 'shore', 'door', 'floor',
  'road', 'stone', 'unknown', 'dawn', 'song', 'afternoon', 'moon', 'tune',
  'june', 'balloon', 'lagoon', 'glow', 'snow', 'radio', 'window', 'rainbow',
  'undertow', 'ocean', 'motion', 'potion', 'day', 'way', 'bay', 'holiday',
  'highway', 'runaway', 'sun', 'run', 'horizon', 'sound', 'ground', 'merry go round',
  'underground', 'town', 'sundown', 'air', 'prayer', 'dream', 'stream', 'beam',
  'daydream', 'moonbeam', 'shade', 'parade', 'lemonade', 'serenade', 'cascade', 'sand',
  'band', 'hand', 'land', 'wonderland', 'street', 'beat', 'heat', 'heartbeat',
  'view', 'avenue', 'rendezvous', 'blue', 'morning dew', 'summer', 'drummer', 'river',
  'silver', 'shiver', 'hill', 'windmill', 'daffodil', 'line', 'sign', 'shine',
  'sunshine', 'valentine',
];

/** Lines ending in a rhyme word. */
export const LINE_TEMPLATES = [
  'I keep on walking through the {E}',
  'we were dancing in the {E}',
  '{T} is calling from the {E}',
  'every little thing becomes the {E}',
  'hold me closer to the {E}',
  'I can hear you in the {E}',
  '{T} on my mind beneath the {E}',
  'we could run until the {E}',
  'all I ever wanted was the {E}',
  'tell me how to find the {E}',
  'I remember {T} and the {E}',
  'lost in {T} and the {E}',
  'we were young beside the {E}',
  'singing softly to the {E}',
  'carry me across the {E}',
  'we will meet again beneath the {E}',
  'you and me against the {E}',
  '{T} like a whisper in the {E}',
  'I found my way back to the {E}',
  'chasing {T} down the {E}',
  'waiting for the {E}',
  'painting pictures of the {E}',
  'dreaming of {T} and the {E}',
  'I will follow you into the {E}',
  'nothing else but {T} and the {E}',
  'now I see it in the {E}',
  'light me up like the {E}',
  'we belong to the {E}',
  'turn around and face the {E}',
  'every road leads to the {E}',
];

/** Hook lines that carry the title ({H}) in the chorus and outro. */
export const HOOK_TEMPLATES = [
  '{H}, oh {H}',
  'oh {H}, {H}',
  '{H} is all I need',
  'and I call it {H}',
  'we keep singing {H}',
  'here comes {H} again',
  '{H}, {H}, never let it go',
  'oh, {H} tonight',
  'take me back to {H}',
  'nothing shines like {H}',
];

export const TITLE_TEMPLATES = [
  '{T}',
  '{T} Tonight',
  'Chasing {T}',
  '{T} Again',
  'Dreaming of {T}',
];

/** Topics for a description with no usable words. */
export const FALLBACK_TOPICS = [
  'summer',
  'the city',
  'home',
  'the open road',
  'tomorrow',
  'freedom',
];

/** Words that say nothing about what the song is about. */
export const STOPWORDS = new Set(
  `a an the and or but if so of to in on at by for with about from into over under up down out off
  as is are was were be been being am do does did have has had i me my mine you your yours he him his
  she her hers it its we us our they them their this that these those there here what which who whom
  whose when where why how all any some no not only very just too more most much many such own same
  than then also can could will would shall should may might must let lets make makes made write
  written song songs track tracks music tune lyrics lyric sing sings singing sung sounds sound like
  feel feels feeling style vibe vibes kind type please want wants need needs something someone thing
  things one two three get gets got go goes going gonna wanna really maybe story tell tells told
  give gives take takes using use used featuring feat vocals vocal voice singer instrumental`.split(
    /\s+/,
  ),
);

/** Word stems simple mode never writes, whatever the description says. */
export const BLOCKED_STEMS = [
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'nigg',
  'fag',
  'whore',
  'slut',
  'rape',
  'nazi',
  'kill',
  'suicide',
];
