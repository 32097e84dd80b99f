/** Words the lyric writer leaves out of a description's topics, and words it never writes. */

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
