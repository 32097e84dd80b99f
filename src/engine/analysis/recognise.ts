/**
 * Word recall of an offline recogniser, the intelligibility figure of issue 17:
 * Debian's pocketsphinx (`pocketsphinx_continuous`, US English model) decodes
 * a take with the lyrics' own words as its whole vocabulary (a word loop),
 * without dither, and recall is the share of the sung words it heard in order.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { encodeWav } from '../encode/wav';

const run = promisify(execFile);
const MODEL = '/usr/share/pocketsphinx/model/en-us';
const DECODER = 'pocketsphinx_continuous';
const RATE = 16_000;

/** Whether the recogniser and its model are installed (`apt-get install pocketsphinx pocketsphinx-en-us`). */
export function recogniserAvailable(): boolean {
  return (
    existsSync(`${MODEL}/en-us`) &&
    existsSync(`${MODEL}/cmudict-en-us.dict`) &&
    existsSync('/usr/bin/pocketsphinx_continuous')
  );
}

/** Resamples mono audio to 16 kHz with a windowed-sinc low-pass at 7.2 kHz. */
export function to16k(audio: Float32Array, rate: number): Float32Array {
  const ratio = rate / RATE;
  const out = new Float32Array(Math.floor(audio.length / ratio));
  const half = 16;
  const cutoff = 7200 / rate;
  for (let o = 0; o < out.length; o += 1) {
    const centre = o * ratio;
    const first = Math.ceil(centre - half * ratio);
    let acc = 0;
    for (let i = Math.max(0, first); i <= centre + half * ratio && i < audio.length; i += 1) {
      const x = i - centre;
      const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
      const w = 0.5 + 0.5 * Math.cos((Math.PI * x) / (half * ratio));
      acc += audio[i]! * sinc * w;
    }
    out[o] = acc;
  }
  return out;
}

/** The words pocketsphinx hears in `audio`, choosing only among `vocabulary`. */
export async function recogniseWords(
  audio: Float32Array,
  rate: number,
  vocabulary: string[],
): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'openchirp-asr-'));
  try {
    const known = new Map<string, string>();
    for (const line of readFileSync(`${MODEL}/cmudict-en-us.dict`, 'utf8').split('\n')) {
      const space = line.indexOf(' ');
      const word = line.slice(0, space);
      if (!known.has(word)) known.set(word, line.slice(space + 1));
    }
    const words = [...new Set(vocabulary.map((w) => w.toLowerCase()))].filter((w) => known.has(w));
    writeFileSync(
      join(dir, 'words.dict'),
      words.map((w) => `${w} ${known.get(w)}`).join('\n') + '\n',
    );
    writeFileSync(
      join(dir, 'words.jsgf'),
      `#JSGF V1.0;\ngrammar lyrics;\npublic <lyrics> = ( ${words.join(' | ')} )* ;\n`,
    );
    const samples = to16k(audio, rate);
    let top = 0;
    for (const v of samples) top = Math.max(top, Math.abs(v));
    const scaled = samples.map((v) => (0.7 * v) / Math.max(1e-9, top));
    writeFileSync(join(dir, 'take.wav'), encodeWav(scaled, { sampleRate: RATE }));
    const { stdout } = await run(
      DECODER,
      [
        '-infile',
        join(dir, 'take.wav'),
        '-hmm',
        `${MODEL}/en-us`,
        '-dict',
        join(dir, 'words.dict'),
        '-jsgf',
        join(dir, 'words.jsgf'),
        '-dither',
        'no',
        '-logfn',
        '/dev/null',
      ],
      { maxBuffer: 1 << 24 },
    );
    return stdout
      .split(/\s+/)
      .filter((w) => w.length > 0 && !w.startsWith('<'))
      .map((w) => w.replace(/\(\d+\)$/, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Share of `reference` found in `heard` in order (longest common subsequence). */
export function wordRecall(reference: string[], heard: string[]): number {
  if (reference.length === 0) return 1;
  const row = new Array<number>(heard.length + 1).fill(0);
  for (const word of reference) {
    let diagonal = 0;
    for (let j = 1; j <= heard.length; j += 1) {
      const above = row[j]!;
      row[j] = word === heard[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[heard.length]! / reference.length;
}
