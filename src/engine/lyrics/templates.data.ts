/**
 * Line templates: whole sentences whose `{class}` slots take any word of that
 * class (word-classes.data.ts), the last slot ending the line so it can
 * rhyme. `scene` lines set a place and time (first verse), `story` lines
 * remember someone (second verse), `lift` lines reach up (pre-chorus, bridge,
 * chorus).
 */
import type { WordClass } from './word-classes.data.ts';

export type LineRole = 'scene' | 'story' | 'lift';

export const LINE_TEMPLATES: Record<LineRole, string[]> = {
  scene: [
    'I walked alone along the {road}',
    'we drove all night down the {road}',
    'there was {light} on the {road}',
    'we spent the {season} by the {water}',
    'there was {light} on the {water}',
    'I remember {season} in the {place}',
    'I could see you from across the {place}',
    'we were dancing in the {weather}',
    'we were dancing in the {light}',
    'standing on my own out in the {weather}',
    'your face was glowing in the {light}',
    'we walked together by the {water}',
    'I was waiting in the {weather}',
    'the {place} was sleeping in the {light}',
    'we ran from the {place} to the {road}',
    'I walked through the {weather} to the {place}',
    'I saw the {sky} above the {place}',
    'every {road} leads back to the {place}',
    'we met down by the {water} in the {light}',
    'we were {glad} in the {place}',
    'that {season} we drove down the {road}',
    'we spent the {season} in the {place}',
    'I left the {place} on the {road}',
    'we danced all {season} in the {light}',
    'the {light} was shining on the {water}',
    'we watched the {sky} above the {water}',
    'I drove back home along the {road}',
    'the {place} was quiet in the {weather}',
  ],
  story: [
    'I still remember your {keepsake}',
    'I keep on thinking of your {keepsake}',
    'all I ever wanted was {abstract}',
    'you were the one who gave me {abstract}',
    'with you I always felt so {glad}',
    'without you I feel so {sad}',
    'we said goodbye beneath the {sky}',
    'I wrote your name beneath the {sky}',
    'I left my heart out in the {place}',
    'we kissed goodbye out in the {weather}',
    'I miss your {keepsake} every {season}',
    'I found your {keepsake} in the {place}',
    '{abstract} was all we had in the {season}',
    'I was {sad} in the {place}',
    'you told me goodbye on the {road}',
    'I found your {keepsake} by the {water}',
    'that {season} we were {glad}',
    'you said you would call me from the {place}',
    'every {season} I miss your {keepsake}',
    'we walked the {road} in the {weather}',
  ],
  lift: [
    'we could dance {when}',
    'hold me close {when}',
    'look up at the {sky}',
    'make a wish beneath the {sky}',
    'you make me feel so {glad}',
    'all we need is {abstract}',
    'take me back to the {place}',
    'through the {weather} and the {season}',
    'we are shining like the {sky}',
    'even when I feel {sad}',
    'let it carry us {when}',
    'we will be {glad} {when}',
    'we are reaching for the {sky}',
    'sing it loud {when}',
    'follow me into the {light}',
  ],
};

/**
 * Hooks by the class of the song's main topic word: the title and the
 * chorus's first line.
 */
export const HOOKS: Record<WordClass, string[]> = {
  weather: ['dancing in the {w}', 'walking in the {w}'],
  light: ['lost in the {w}', 'dancing in the {w}'],
  sky: ['under the {w}', 'chasing the {w}'],
  season: ['one more {w}', 'all through the {w}'],
  road: ['down the {w}', 'back on the {w}'],
  water: ['down by the {w}', 'meet me by the {w}'],
  place: ['back to the {w}', 'somewhere in the {w}'],
  abstract: ['all I need is {w}', 'this is {w}'],
  keepsake: ['I keep your {w}', 'remember your {w}'],
  glad: ['{w} tonight', 'we were {w}'],
  sad: ['{w} tonight', 'so {w} without you'],
  when: ['stay {w}', 'hold on {w}'],
};

/** The slot classes of a template, in order. */
export function slotsOf(template: string): WordClass[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as WordClass);
}
