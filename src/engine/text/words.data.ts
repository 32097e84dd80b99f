/**
 * Instruments: words | role | General MIDI program | programs an exclusion of
 * these words removes ('-' = the program's GM family of eight).
 */
export const INSTRUMENT_TABLE = `
piano, pianos, grand piano, acoustic piano, keys, keyboard, keyboards | chords | 0 | -
electric piano, rhodes, wurlitzer, e piano | chords | 4 | 0-7
harpsichord | chords | 6 | -
organ, hammond, hammond organ, b3 organ | pad | 16 | -
church organ, pipe organ | pad | 19 | 16-23
synth, synths, synthesizer, synthesizers, analog synth, lead synth, synth lead | lead | 81 | 80-103
synth pad, pad, pads, atmospheric pads | pad | 89 | 88-103
arpeggio, arpeggios, arpeggiator, arp, arps | arp | 81 | -
guitar, guitars, electric guitar, clean guitar | chords | 27 | 24-31
acoustic guitar, acoustic, steel guitar | chords | 25 | 24-31
classical guitar, nylon guitar, spanish guitar, ukulele | chords | 24 | 24-31
jazz guitar | chords | 26 | 24-31
distorted guitar, distortion, guitar riffs, heavy guitar, guitar solo, shredding | lead | 30 | 24-31
bass, bass guitar, electric bass, bassline | bass | 33 | -
slap bass | bass | 36 | -
upright bass, double bass, acoustic bass, contrabass | bass | 32 | -
synth bass, 808, 808s, 808 bass, sub bass | bass | 38 | 32-39
fretless bass | bass | 35 | -
strings, string section, string ensemble, orchestra | strings | 48 | 40-55
violin, violins | lead | 40 | 40-47
fiddle | lead | 110 | 110-110
viola | strings | 41 | -
cello, cellos | strings | 42 | -
pizzicato | strings | 45 | -
harp | arp | 46 | 46-46
choir, choral, choir pad | pad | 52 | 52-54
saxophone, sax, alto sax, alto saxophone | lead | 65 | -
tenor sax, tenor saxophone | lead | 66 | 64-71
soprano sax | lead | 64 | 64-71
brass, horns, horn section, brass section | pad | 61 | -
trumpet, trumpets | lead | 56 | 56-63
trombone | lead | 57 | 56-63
french horn | strings | 60 | 56-63
flute, flutes | lead | 73 | -
pan flute, pan pipes | lead | 75 | 72-79
clarinet | lead | 71 | 64-71
oboe | lead | 68 | 64-71
whistle, whistling | lead | 78 | 72-79
harmonica | lead | 22 | 22-22
accordion, bandoneon | chords | 21 | 21-21
banjo | chords | 105 | 105-105
mandolin | chords | 25 | 24-31
sitar | lead | 104 | 104-104
koto | arp | 107 | 107-107
kalimba, mbira | arp | 108 | 108-108
marimba | arp | 12 | 8-15
vibraphone | lead | 11 | 8-15
xylophone | arp | 13 | 8-15
glockenspiel, bells, chimes, music box | arp | 10 | 8-15
celesta | arp | 8 | 8-15
steel drums, steel pan | arp | 114 | 114-114
bagpipes, bagpipe | lead | 109 | 109-109
`;

/** Tempo words: words | target BPM | energy delta. */
export const TEMPO_TABLE = `
very slow, extremely slow, super slow | 60 | -0.2
slow, slowly, slow tempo, slow paced, slower | 72 | -0.15
laid back, unhurried, relaxed tempo | 86 | -0.1
mid tempo, midtempo, moderate tempo, medium tempo, moderate | 100 | 0
upbeat, up tempo, uptempo, lively, bouncy | 124 | 0.1
fast, quick, rapid, fast paced, driving, faster | 142 | 0.15
very fast, super fast, frantic, breakneck, extremely fast | 172 | 0.25
`;

/** Vocal gender words: words | gender ('unspecified' for mixed voices). */
export const GENDER_TABLE = `
male vocals, male vocal, male voice, male singer, male, man, men, guy, boy, baritone, deep voice, masculine | male
female vocals, female vocal, female voice, female singer, female, woman, women, girl, diva, feminine, soprano | female
duet, mixed vocals, male and female vocals, choir vocals | unspecified
`;

/** Words about the drum kit. */
export const DRUM_WORDS = [
  'drums',
  'drum',
  'percussion',
  'beat',
  'beats',
  'drum kit',
  'drum machine',
  'kick',
  'snare',
];
