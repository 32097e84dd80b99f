/**
 * Genres: id | words that name it | BPM range | mode tendency (-1 minor .. 1 major) |
 * energy 0..1 | swing 0..1 | drum style ('none' = no drums) | GM programs per role | related
 * genres and moods (the co-occurrence data behind tag recommendations).
 */
export const GENRE_TABLE = `
pop | pop, pop music, mainstream pop | 96-124 | 0.4 | 0.6 | 0 | pop | bass:33 chords:0 pad:89 lead:80 | dance-pop, synthpop, indie-pop, happy, catchy
dance-pop | dance pop, dance | 115-128 | 0.5 | 0.75 | 0 | fourOnFloor | bass:38 chords:90 pad:89 lead:81 arp:81 | pop, edm, house, party, euphoric
synthpop | synthpop, synth pop, electropop | 100-126 | 0.2 | 0.65 | 0 | pop | bass:38 chords:90 pad:89 lead:80 arp:81 | new-wave, synthwave, pop, nostalgic, dreamy
indie-pop | indie pop, bedroom pop | 90-120 | 0.3 | 0.5 | 0 | pop | bass:33 chords:27 pad:89 lead:80 | dream-pop, indie-rock, lo-fi, bittersweet, dreamy
k-pop | k pop, kpop, korean pop | 110-130 | 0.4 | 0.8 | 0 | fourOnFloor | bass:38 chords:90 pad:89 lead:80 arp:81 strings:48 | dance-pop, j-pop, edm, catchy, energetic
j-pop | j pop, jpop, japanese pop, anime | 120-150 | 0.5 | 0.75 | 0 | pop | bass:34 chords:0 pad:89 lead:80 strings:48 | k-pop, city-pop, rock, bright, energetic
rock | rock, rock music | 100-140 | 0.2 | 0.75 | 0 | rock | bass:34 chords:29 lead:30 | hard-rock, alternative-rock, indie-rock, energetic, angsty
hard-rock | hard rock, arena rock | 110-150 | -0.1 | 0.9 | 0 | rock | bass:34 chords:30 lead:30 | rock, metal, rock-n-roll, intense, confident
alternative-rock | alternative rock, alt rock, alternative | 100-140 | 0 | 0.7 | 0 | rock | bass:34 chords:29 lead:27 | rock, grunge, indie-rock, angsty, moody
indie-rock | indie rock, indie, garage rock | 110-150 | 0.1 | 0.65 | 0 | rock | bass:34 chords:27 lead:29 | indie-pop, alternative-rock, post-rock, nostalgic, bittersweet
punk | punk, punk rock, pop punk | 150-190 | 0.3 | 0.95 | 0 | rock | bass:34 chords:30 | rock, emo, ska, angsty, energetic
grunge | grunge, seattle sound | 90-125 | -0.5 | 0.8 | 0 | rock | bass:34 chords:30 lead:29 | alternative-rock, rock, metal, gritty, angsty
metal | metal, heavy metal, thrash metal, metalcore | 110-170 | -0.8 | 0.95 | 0 | rock | bass:34 chords:30 lead:30 | hard-rock, punk, rock, intense, angry
emo | emo, emo rock, midwest emo | 120-160 | -0.4 | 0.75 | 0 | rock | bass:34 chords:29 lead:27 | punk, alternative-rock, indie-rock, heartbroken, angsty
shoegaze | shoegaze, dream rock | 90-130 | -0.2 | 0.55 | 0 | rock | bass:33 chords:30 pad:94 lead:29 | dream-pop, post-rock, indie-rock, dreamy, ethereal
post-rock | post rock | 70-120 | -0.1 | 0.5 | 0 | halftime | bass:33 chords:27 pad:92 strings:48 | shoegaze, ambient, cinematic, reflective, epic
psychedelic | psychedelic, psych rock, psychedelic rock, psych | 90-126 | -0.2 | 0.6 | 0.1 | rock | bass:34 chords:18 pad:95 lead:29 | rock, shoegaze, funk, hypnotic, dreamy
rock-n-roll | rock and roll, rock n roll, rocknroll, rockabilly | 140-180 | 0.8 | 0.85 | 0.5 | shuffle | bass:32 chords:0 lead:29 | rock, blues, swing, playful, retro
blues | blues, delta blues, blues rock | 70-110 | -0.3 | 0.45 | 0.66 | shuffle | bass:33 chords:26 pad:16 lead:29 | jazz, soul, rock-n-roll, melancholic, gritty
jazz | jazz, jazzy, bebop | 90-160 | 0.2 | 0.45 | 0.66 | jazz | bass:32 chords:0 lead:65 | smooth-jazz, swing, blues, mellow, romantic
smooth-jazz | smooth jazz, contemporary jazz | 80-105 | 0.4 | 0.35 | 0.2 | jazz | bass:35 chords:4 pad:89 lead:65 | jazz, lounge, r-and-b, mellow, sensual
swing | swing, big band, swing music | 120-180 | 0.7 | 0.7 | 0.66 | jazz | bass:32 chords:0 pad:61 lead:56 | jazz, rock-n-roll, musical, playful, retro
bossa-nova | bossa nova, bossa, bossanova | 110-140 | 0.3 | 0.35 | 0 | latin | bass:32 chords:24 lead:73 | jazz, samba, lounge, relaxed, romantic
latin | latin, latin pop | 90-120 | 0.4 | 0.75 | 0 | latin | bass:33 chords:0 pad:89 lead:56 | reggaeton, salsa, pop, party, sensual
salsa | salsa, mambo | 160-200 | 0.5 | 0.85 | 0 | latin | bass:32 chords:0 pad:61 lead:56 | latin, cumbia, samba, party, energetic
reggaeton | reggaeton, dembow, latin urban | 88-100 | -0.2 | 0.8 | 0 | latin | bass:38 chords:90 pad:89 lead:81 | latin, dancehall, trap, sensual, party
reggae | reggae, roots reggae, dub | 65-90 | 0.3 | 0.45 | 0.2 | reggae | bass:33 chords:27 pad:16 | dancehall, ska, afrobeats, relaxed, sunny
ska | ska, ska punk | 140-180 | 0.6 | 0.85 | 0.2 | rock | bass:34 chords:27 pad:61 lead:56 | reggae, punk, swing, playful, energetic
afrobeats | afrobeats, afrobeat, afro pop, afropop, afro | 98-115 | 0.4 | 0.7 | 0.3 | latin | bass:38 chords:27 pad:89 lead:80 arp:108 | dancehall, reggaeton, r-and-b, sunny, groovy
funk | funk, funky, p funk | 95-120 | 0.2 | 0.75 | 0.25 | pop | bass:36 chords:27 lead:61 | disco, soul, r-and-b, groovy, confident
disco | disco, nu disco | 110-128 | 0.6 | 0.8 | 0 | fourOnFloor | bass:33 chords:27 pad:89 lead:61 strings:48 | funk, dance-pop, house, party, groovy
soul | soul, soul music, neo soul | 70-100 | 0.2 | 0.5 | 0.3 | pop | bass:33 chords:4 pad:16 strings:48 | r-and-b, gospel, funk, emotional, romantic
r-and-b | r and b, rnb, rhythm and blues, contemporary r and b | 70-100 | 0 | 0.5 | 0.2 | hiphop | bass:38 chords:4 pad:89 lead:80 | soul, hip-hop, smooth-jazz, sensual, romantic
gospel | gospel, gospel choir, worship, christian | 70-110 | 0.8 | 0.6 | 0.3 | pop | bass:33 chords:0 pad:19 strings:52 | soul, r-and-b, spiritual, hopeful, emotional
hip-hop | hip hop, hiphop, rap, boom bap, rap music | 84-100 | -0.3 | 0.65 | 0.25 | hiphop | bass:38 chords:0 pad:89 lead:80 | trap, r-and-b, lo-fi, confident, gritty
trap | trap, trap music, trap beat | 130-150 | -0.6 | 0.75 | 0.1 | trap | bass:39 pad:89 lead:81 arp:10 | hip-hop, drill, phonk, dark, confident
drill | drill, uk drill, chicago drill | 138-146 | -0.8 | 0.75 | 0.1 | trap | bass:39 pad:91 strings:48 | trap, grime, hip-hop, dark, gritty
lo-fi | lo fi, lofi, lofi hip hop, chillhop, lo fi hip hop | 70-90 | -0.1 | 0.3 | 0.35 | hiphop | bass:33 chords:4 pad:89 lead:11 | hip-hop, jazz, chillout, relaxed, nostalgic
phonk | phonk, drift phonk | 130-150 | -0.7 | 0.85 | 0.1 | trap | bass:39 pad:91 lead:80 | trap, drill, hip-hop, dark, angry
house | house, house music, deep house, tech house | 118-128 | 0.2 | 0.75 | 0 | fourOnFloor | bass:39 chords:0 pad:91 lead:81 | techno, disco, dance-pop, groovy, euphoric
techno | techno, minimal techno, industrial techno | 125-140 | -0.5 | 0.85 | 0 | fourOnFloor | bass:38 pad:95 lead:81 arp:81 | house, trance, edm, hypnotic, dark
trance | trance, uplifting trance, psytrance, psy trance | 130-140 | -0.2 | 0.85 | 0 | fourOnFloor | bass:38 pad:90 lead:81 arp:81 | techno, edm, house, euphoric, hypnotic
edm | edm, electronic dance music, big room, electro house, festival | 124-130 | 0.3 | 0.9 | 0 | fourOnFloor | bass:38 chords:90 pad:89 lead:81 arp:81 | dance-pop, house, future-bass, euphoric, party
dubstep | dubstep, brostep, riddim | 140-150 | -0.6 | 0.9 | 0 | halftime | bass:39 pad:95 lead:81 | drum-and-bass, trap, edm, intense, dark
drum-and-bass | drum and bass, drum n bass, dnb, d and b, jungle, liquid dnb | 165-178 | -0.3 | 0.85 | 0 | breakbeat | bass:38 pad:89 lead:81 arp:81 | dubstep, breakbeat, garage, energetic, futuristic
electronic | electronic, electronica, electro, idm | 100-130 | 0 | 0.6 | 0 | fourOnFloor | bass:38 pad:89 lead:80 arp:81 | synthpop, house, ambient, futuristic, hypnotic
ambient | ambient, ambient music, drone, soundscape | 60-80 | 0.1 | 0.1 | 0 | none | pad:89 lead:88 arp:98 strings:49 | new-age, post-rock, chillout, calm, ethereal
chillout | chillout, chill out, downtempo, chillwave | 80-100 | 0.2 | 0.35 | 0.1 | hiphop | bass:38 chords:4 pad:89 lead:80 | lo-fi, ambient, trip-hop, relaxed, mellow
trip-hop | trip hop, bristol sound | 70-95 | -0.6 | 0.45 | 0.2 | hiphop | bass:33 chords:4 pad:95 strings:49 | chillout, lo-fi, soul, moody, mysterious
synthwave | synthwave, synth wave, retrowave, outrun, darksynth | 80-118 | -0.3 | 0.65 | 0 | fourOnFloor | bass:38 chords:90 pad:89 lead:81 arp:81 | new-wave, synthpop, vaporwave, nostalgic, futuristic
vaporwave | vaporwave, vapor wave | 70-100 | 0.2 | 0.3 | 0.1 | pop | bass:35 chords:4 pad:89 lead:80 | synthwave, city-pop, chillout, nostalgic, dreamy
new-wave | new wave, post punk | 120-150 | -0.1 | 0.7 | 0 | rock | bass:34 chords:27 pad:90 lead:81 | synthpop, darkwave, punk, nostalgic, moody
darkwave | darkwave, dark wave, goth, gothic, gothic rock, coldwave | 110-140 | -0.8 | 0.6 | 0 | rock | bass:38 chords:90 pad:94 lead:81 | new-wave, synthwave, techno, dark, moody
country | country, country music, country pop, nashville | 90-130 | 0.6 | 0.6 | 0.1 | pop | bass:32 chords:25 lead:110 | americana, folk, bluegrass, nostalgic, heartbroken
bluegrass | bluegrass, hillbilly | 140-180 | 0.7 | 0.7 | 0.2 | none | bass:32 chords:25 lead:105 strings:110 | country, folk, americana, playful, energetic
folk | folk, folk music, indie folk, singer songwriter | 80-120 | 0.3 | 0.35 | 0.1 | pop | bass:32 chords:25 lead:73 strings:40 | americana, country, celtic, reflective, warm
americana | americana, alt country, roots | 85-120 | 0.3 | 0.45 | 0.1 | rock | bass:32 chords:25 lead:22 | country, folk, blues, nostalgic, gritty
celtic | celtic, irish, irish folk, scottish, sea shanty, shanty | 100-140 | 0.2 | 0.6 | 0.3 | shuffle | bass:32 chords:25 lead:73 strings:110 | folk, bluegrass, cinematic, playful, epic
classical | classical, orchestral, symphony, symphonic, baroque, chamber music | 70-120 | 0.3 | 0.4 | 0 | none | bass:42 chords:48 lead:40 strings:49 | cinematic, opera, ambient, dramatic, elegant
cinematic | cinematic, film score, soundtrack, movie soundtrack, trailer music, epic orchestral | 80-120 | -0.3 | 0.7 | 0 | halftime | bass:42 pad:91 lead:60 strings:48 | classical, post-rock, ambient, epic, dramatic
ballad | ballad, power ballad, piano ballad | 60-80 | 0 | 0.3 | 0 | pop | bass:33 chords:0 pad:89 strings:48 | pop, soul, country, emotional, heartbroken
musical | musical, broadway, show tune, show tunes, musical theatre, musical theater | 90-130 | 0.6 | 0.6 | 0.2 | pop | bass:32 chords:0 lead:56 strings:48 | swing, classical, pop, dramatic, playful
lullaby | lullaby, nursery rhyme | 60-80 | 0.8 | 0.1 | 0 | none | bass:32 chords:46 pad:89 lead:10 | new-age, ambient, folk, sleepy, innocent
childrens | childrens song, kids song, kids music, for kids | 100-130 | 0.9 | 0.6 | 0.1 | pop | bass:32 chords:0 lead:73 arp:13 | pop, musical, lullaby, playful, happy
flamenco | flamenco | 100-140 | -0.7 | 0.7 | 0 | latin | bass:32 chords:24 lead:24 | latin, tango, salsa, dramatic, emotional
tango | tango, argentine tango | 110-130 | -0.7 | 0.6 | 0 | latin | bass:32 chords:21 lead:21 strings:40 | flamenco, latin, classical, dramatic, sensual
bollywood | bollywood, indian, desi, bhangra | 90-130 | -0.1 | 0.75 | 0 | latin | bass:38 chords:90 lead:104 strings:48 | pop, dance-pop, latin, romantic, party
city-pop | city pop, citypop | 100-120 | 0.4 | 0.6 | 0.1 | pop | bass:36 chords:4 pad:89 lead:61 strings:48 | j-pop, vaporwave, funk, nostalgic, sunny
grime | grime | 138-142 | -0.6 | 0.8 | 0 | breakbeat | bass:38 pad:81 lead:80 | drill, garage, hip-hop, gritty, confident
hyperpop | hyperpop, hyper pop, pc music | 140-170 | 0.3 | 0.95 | 0 | trap | bass:38 chords:81 lead:81 arp:80 | pop, edm, chiptune, playful, euphoric
chiptune | chiptune, 8 bit, 8bit, video game music, game music | 120-160 | 0.5 | 0.75 | 0 | pop | bass:38 chords:80 lead:80 arp:80 | electronic, synthwave, hyperpop, playful, retro
dancehall | dancehall | 90-105 | 0 | 0.75 | 0.1 | reggae | bass:38 chords:90 lead:80 | reggae, reggaeton, afrobeats, party, confident
future-bass | future bass | 140-160 | 0.3 | 0.8 | 0 | halftime | bass:38 chords:90 pad:89 lead:81 arp:81 | edm, dubstep, synthpop, euphoric, bright
soft-rock | soft rock, yacht rock, adult contemporary | 80-110 | 0.5 | 0.45 | 0.1 | pop | bass:33 chords:4 pad:89 lead:27 | rock, city-pop, pop, mellow, romantic
motown | motown, northern soul | 100-130 | 0.7 | 0.7 | 0.2 | pop | bass:33 chords:0 lead:56 strings:48 | soul, funk, swing, happy, retro
lounge | lounge, lounge music, elevator music, easy listening | 90-120 | 0.4 | 0.25 | 0.4 | jazz | bass:32 chords:4 pad:89 lead:11 | smooth-jazz, bossa-nova, chillout, mellow, relaxed
cumbia | cumbia | 85-100 | 0.5 | 0.7 | 0 | latin | bass:33 chords:21 lead:73 | salsa, latin, reggaeton, party, sunny
samba | samba, brazilian, brazil | 95-105 | 0.6 | 0.8 | 0 | latin | bass:33 chords:24 lead:73 | bossa-nova, salsa, latin, party, sunny
breakbeat | breakbeat, breaks, big beat | 125-140 | 0 | 0.8 | 0 | breakbeat | bass:38 pad:89 lead:81 | drum-and-bass, garage, electronic, energetic, gritty
garage | uk garage, 2 step, two step, speed garage | 130-136 | 0.2 | 0.75 | 0.35 | breakbeat | bass:38 chords:4 pad:89 lead:80 | drum-and-bass, grime, house, groovy, sensual
dream-pop | dream pop, dreampop, ethereal pop | 80-110 | 0.2 | 0.35 | 0 | pop | bass:33 chords:27 pad:94 lead:88 | shoegaze, indie-pop, ambient, dreamy, ethereal
opera | opera, operatic, aria | 60-100 | 0 | 0.5 | 0 | none | bass:42 pad:52 lead:40 strings:48 | classical, musical, cinematic, dramatic, elegant
christmas | christmas, xmas, holiday song, christmas song | 100-140 | 0.9 | 0.6 | 0.3 | shuffle | bass:32 chords:0 arp:9 strings:48 | pop, swing, musical, happy, warm
new-age | new age, meditation, healing music, spa music, zen | 60-80 | 0.6 | 0.1 | 0 | none | chords:46 pad:88 lead:73 strings:49 | ambient, lullaby, classical, calm, spiritual
`;
