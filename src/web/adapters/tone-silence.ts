// Imported before Tone.js, which otherwise prints its version to the console as it loads.
(window as unknown as { TONE_SILENCE_LOGGING: boolean }).TONE_SILENCE_LOGGING = true;
