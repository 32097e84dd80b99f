/** Audio encoders for rendered songs: WAV, progressive MP3, Opus in WebM and AAC in M4A. */
export { encodeWav, decodeWav, type WavOptions, type DecodedWav } from './wav';
export { createMp3Encoder, encodeMp3, type Mp3Encoder, type Mp3Options } from './mp3';
export { encodeOpusWebm } from './opus';
export { encodeAacM4a, type AacOptions } from './aac';
export { resample, resampleChannels, resampleStereo, type ResampleOptions } from './resample';
export { loadFfmpeg } from './ffmpeg';
