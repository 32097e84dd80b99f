/**
 * Trains the vocal detector's logistic regression on this engine's own renders and writes
 * `vocal-detector.weights.ts`. Reproducible: the corpus's requests and seeds are fixed
 * (`vocal-detector.corpus.ts`) and training is full-batch gradient descent from zero.
 *
 *   npx tsx src/engine/audio/vocal-detector.train.ts render [DIR] [K N]   # render shard K of N
 *   npx tsx src/engine/audio/vocal-detector.train.ts train [DIR]          # fit, evaluate, write
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_RATE } from '../score';
import { readAudioFile } from './clip';
import { corpus, renderCorpus, type CorpusItem } from './vocal-detector.corpus';
import { FEATURE_NAMES, vocalFeatures, WINDOW_S } from './vocal-detector-features';
import { levelDb } from './analyse';
import { songVocalProbability, type VocalModel } from './vocal-detector';

interface Song {
  item: CorpusItem;
  windows: { features: number[]; vocal: boolean }[];
}

/** A window sings when its vocal stems are within 20 dB of the mix there. */
async function loadSong(dir: string, item: CorpusItem): Promise<Song> {
  const base = join(dir, item.name);
  const [mix, vocals, backing] = await Promise.all([
    readAudioFile(join(base, 'song.wav')),
    readAudioFile(join(base, 'stems/vocals.wav')),
    readAudioFile(join(base, 'stems/backing_vocals.wav')),
  ]);
  const cut = (b: typeof mix, s: number) => {
    const a = Math.round(s * SAMPLE_RATE);
    const e = Math.round((s + WINDOW_S) * SAMPLE_RATE);
    return { left: b.left.subarray(a, e), right: b.right.subarray(a, e) };
  };
  const windows = vocalFeatures(mix).map(({ startS, features }) => {
    const m = levelDb(cut(mix, startS));
    const v = Math.max(levelDb(cut(vocals, startS)), levelDb(cut(backing, startS)));
    return { features, vocal: item.vocal && v > m - 20 };
  });
  return { item, windows };
}

function fit(songs: Song[], l2: number): VocalModel {
  const rows = songs.flatMap((s) => s.windows);
  const d = FEATURE_NAMES.length;
  const mean = Array.from(
    { length: d },
    (_, j) => rows.reduce((a, r) => a + r.features[j]!, 0) / rows.length,
  );
  const scale = mean.map(
    (m, j) => Math.sqrt(rows.reduce((a, r) => a + (r.features[j]! - m) ** 2, 0) / rows.length) || 1,
  );
  const x = rows.map((r) => r.features.map((v, j) => (v - mean[j]!) / scale[j]!));
  const y = rows.map((r) => (r.vocal ? 1 : 0));
  // Balance the classes so the bias does not just follow the prior.
  const positives = y.reduce((a: number, b) => a + b, 0);
  const weightOf = (label: number) =>
    label
      ? rows.length / (2 * Math.max(1, positives))
      : rows.length / (2 * Math.max(1, rows.length - positives));
  const w = new Array<number>(d).fill(0);
  let b = 0;
  for (let step = 0; step < 3000; step += 1) {
    const gw = w.map((wj) => l2 * wj);
    let gb = 0;
    x.forEach((xi, i) => {
      const z = b + xi.reduce((a, v, j) => a + v * w[j]!, 0);
      const err = (1 / (1 + Math.exp(-z)) - y[i]!) * weightOf(y[i]!);
      for (let j = 0; j < d; j += 1) gw[j]! += (err * xi[j]!) / rows.length;
      gb += err / rows.length;
    });
    for (let j = 0; j < d; j += 1) w[j] = w[j]! - 0.5 * gw[j]!;
    b -= 0.5 * gb;
  }
  return { mean, scale, weights: w, bias: b, threshold: 0.5 };
}

function accuracy(model: VocalModel, songs: Song[]) {
  let right = 0;
  const lines = songs.map((s) => {
    const p = songVocalProbability(
      model,
      s.windows.map((w) => w.features),
    );
    const ok = p >= model.threshold === s.item.vocal;
    if (ok) right += 1;
    return `${ok ? ' ' : 'x'} ${s.item.name.padEnd(36)} p=${p.toFixed(2)}`;
  });
  return { right, total: songs.length, lines };
}

const round = (v: number) => Number(v.toPrecision(6));

async function main() {
  const [mode, dirArg, k, n] = process.argv.slice(2);
  const dir = dirArg ?? '/tmp/vd-corpus';
  if (mode === 'render') return renderCorpus(dir, Number(k ?? 0), Number(n ?? 1));
  const items = corpus().filter((i) => existsSync(join(dir, i.name, 'score.json')));
  const songs: Song[] = [];
  for (const item of items) songs.push(await loadSong(dir, item));
  const train = songs.filter((s) => s.item.split === 'train');
  const heldout = songs.filter((s) => s.item.split === 'heldout');
  const l2 = 0.01;
  // Leave one genre out over the training songs: a check on the method before the held-out set.
  const genres = [...new Set(train.map((s) => s.item.name.replace(/-(vocal|instr)$/, '')))];
  const cv: { p: number; vocal: boolean }[] = [];
  for (const g of genres) {
    const m = fit(
      train.filter((s) => !s.item.name.startsWith(`${g}-`)),
      l2,
    );
    for (const s of train.filter((t) => t.item.name.startsWith(`${g}-`)))
      cv.push({
        p: songVocalProbability(
          m,
          s.windows.map((w) => w.features),
        ),
        vocal: s.item.vocal,
      });
  }
  // The song threshold: the midpoint that classifies the cross-validated training songs best.
  const sorted = cv.map((c) => c.p).sort((a, b) => a - b);
  let threshold = 0.5;
  let cvRight = -1;
  for (let i = 1; i < sorted.length; i += 1) {
    const t = (sorted[i - 1]! + sorted[i]!) / 2;
    const right = cv.filter((c) => c.p >= t === c.vocal).length;
    if (right > cvRight) [cvRight, threshold] = [right, t];
  }
  const model = { ...fit(train, l2), threshold };
  const trainAcc = accuracy(model, train);
  const held = accuracy(model, heldout);
  console.log(
    `training songs: ${trainAcc.right}/${trainAcc.total}; leave-one-genre-out (threshold chosen on it): ${cvRight}/${train.length}, threshold ${threshold.toFixed(3)}`,
  );
  console.log(`held-out songs: ${held.right}/${held.total}`);
  console.log(held.lines.join('\n'));
  const body = {
    mean: model.mean.map(round),
    scale: model.scale.map(round),
    weights: model.weights.map(round),
    bias: round(model.bias),
    threshold: round(model.threshold),
  };
  writeFileSync(
    new URL('./vocal-detector.weights.ts', import.meta.url),
    `// Written by vocal-detector.train.ts (${train.length} training renders). Do not edit.\n` +
      `import type { VocalModel } from './vocal-detector';\n\n` +
      `export const VOCAL_MODEL: VocalModel = ${JSON.stringify(body)};\n`,
  );
}

await main();
