/**
 * The benchmarks' song: a 3-minute synth pop song with vocals (verses, pre-chorus, choruses, a
 * bridge), as issue 3's targets were set on.
 */
export const TAGS = 'upbeat synth pop, female vocals';
export const SEED = 2026;

export const LYRICS = `[Verse]
Streetlights hum along the avenue tonight
Every window holds a little golden light
I keep walking where the river meets the sky
Counting every car that rushes by

[Pre-Chorus]
And I can hear it calling out my name

[Chorus]
Hold on, hold on, the city never sleeps
Sing it loud, the promise that it keeps
Hold on, hold on, we're running with the stars
Nothing in the world is quite like ours

[Verse 2]
Morning paper blowing down the empty street
Coffee steam and rhythm underneath my feet
Every stranger has a story in their eyes
Every corner is a new surprise

[Bridge]
Let the night roll on and on
Till the fear is gone

[Chorus]
Hold on, hold on, the city never sleeps
Sing it loud, the promise that it keeps
Hold on, hold on, we're running with the stars
Nothing in the world is quite like ours
`;
