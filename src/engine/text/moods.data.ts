/**
 * Moods: id | words that name it | mode push (-1 minor .. 1 major) | energy delta | tempo delta (BPM).
 */
export const MOOD_TABLE = `
happy | happy, joyful, joy, cheerful, glad, happiness | 1 | 0.1 | 6
sad | sad, sadness, sorrow, sorrowful, tearful, crying, depressing, depressed | -1 | -0.2 | -10
melancholic | melancholic, melancholy, wistful, blue | -0.8 | -0.15 | -6
bittersweet | bittersweet | -0.3 | -0.05 | -2
nostalgic | nostalgic, nostalgia, reminiscent, throwback | -0.2 | -0.05 | -2
romantic | romantic, romance, love song, tender | 0.3 | -0.1 | -4
angry | angry, anger, rage, furious, aggressive | -0.8 | 0.3 | 10
dark | dark, darkness, sinister, ominous, menacing | -1 | 0.05 | 0
energetic | energetic, high energy, powerful, pumping, hype | 0.2 | 0.3 | 10
calm | calm, calming, peaceful, serene, tranquil | 0.3 | -0.3 | -10
relaxed | relaxed, relaxing, chill, chilled | 0.2 | -0.25 | -8
dreamy | dreamy, dreamlike, hazy, floaty | 0.1 | -0.2 | -5
epic | epic, heroic, triumphant, grand, majestic | 0.2 | 0.3 | 0
hopeful | hopeful, optimistic, inspiring, inspirational, uplifting | 0.8 | 0.1 | 4
lonely | lonely, loneliness, lonesome, isolated | -0.8 | -0.2 | -6
anxious | anxious, tense, nervous, suspense, suspenseful | -0.6 | 0.1 | 4
mysterious | mysterious, mystery, enigmatic, mystical | -0.6 | -0.05 | -2
eerie | eerie, creepy, haunting, spooky, haunted, horror | -0.9 | -0.05 | -4
playful | playful, fun, silly, quirky, whimsical, cute | 0.9 | 0.15 | 8
confident | confident, swagger, bold, boastful, cocky | 0.1 | 0.2 | 2
sensual | sexy, sensual, seductive, sultry | -0.1 | -0.05 | -4
party | party, partying, club, celebration, celebratory | 0.6 | 0.3 | 8
euphoric | euphoric, euphoria, ecstatic, blissful | 0.6 | 0.3 | 6
heartbroken | heartbroken, heartbreak, breakup, break up, broken heart | -0.9 | -0.1 | -6
angsty | angsty, angst, rebellious, defiant | -0.5 | 0.25 | 8
spiritual | spiritual, sacred, divine, holy, prayer | 0.4 | -0.1 | -4
reflective | reflective, introspective, thoughtful, pensive, contemplative | -0.3 | -0.15 | -5
sunny | sunny, summery, tropical, breezy | 0.8 | 0.15 | 4
warm | warm, cozy, comforting, gentle | 0.5 | -0.2 | -4
cold | cold, icy, frozen, detached | -0.6 | -0.1 | 0
groovy | groovy, groove, danceable | 0.3 | 0.2 | 2
intense | intense, heavy, hard hitting, brutal | -0.5 | 0.35 | 6
emotional | emotional, heartfelt, moving, touching, passionate | -0.2 | 0 | -2
dramatic | dramatic, drama, theatrical | -0.4 | 0.2 | 0
gritty | gritty, raw, dirty, grimy | -0.4 | 0.2 | 0
futuristic | futuristic, cyberpunk, sci fi, scifi, cosmic | -0.3 | 0.1 | 2
retro | retro, vintage, old school, oldschool, classic | 0.2 | 0 | 0
ethereal | ethereal, celestial, angelic, airy | 0.2 | -0.25 | -6
hypnotic | hypnotic, trippy, mesmerizing, mesmerising | -0.3 | 0 | 0
bright | bright, shiny, sparkling, colorful, colourful | 0.8 | 0.1 | 4
motivational | motivational, empowering, anthem, anthemic, victorious | 0.6 | 0.3 | 6
sleepy | sleepy, lazy, drowsy, soothing | 0.3 | -0.35 | -12
longing | longing, yearning | -0.6 | -0.1 | -4
funny | funny, comedic, humorous, goofy | 0.9 | 0.1 | 6
mellow | mellow, smooth, easygoing | 0.3 | -0.2 | -6
moody | moody, brooding, somber, sombre, gloomy | -0.8 | -0.1 | -4
innocent | innocent, sweet, childlike | 0.8 | -0.1 | 0
elegant | elegant, graceful, classy, sophisticated | 0.3 | -0.1 | -2
catchy | catchy, radio friendly, earworm | 0.5 | 0.1 | 2
`;
