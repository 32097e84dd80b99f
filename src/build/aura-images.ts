import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { AURA_IMAGE_COUNT, AURA_SKIPPED } from '../contracts/constants';

const SIZE = 192;
const OUT = join(import.meta.dirname, '../../public/images/aura');

/** HSL (0-360, 0-1, 0-1) to RGB bytes. */
function rgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

/**
 * One aura (spec 001 §2 Aura-NN.jpg): two soft glows of neighbouring hues on a dark ground,
 * placed by the image's number, so the 14 images differ and none is downloaded.
 */
function aura(number: number): Buffer {
  const data = Buffer.alloc(SIZE * SIZE * 4);
  const hue = (number * 360) / AURA_IMAGE_COUNT;
  const glows = [
    { x: 0.3 + 0.03 * (number % 5), y: 0.35, hue, r: 0.55 },
    { x: 0.72, y: 0.68 - 0.03 * (number % 4), hue: (hue + 55) % 360, r: 0.5 },
  ].map((glow) => ({ ...glow, color: rgb(glow.hue, 0.8, 0.55) }));
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const pixel = [14, 12, 24];
      for (const glow of glows) {
        const d = Math.hypot(x / SIZE - glow.x, y / SIZE - glow.y) / glow.r;
        const weight = Math.exp(-3 * d * d);
        for (let c = 0; c < 3; c += 1) pixel[c]! += glow.color[c]! * weight;
      }
      const at = (y * SIZE + x) * 4;
      for (let c = 0; c < 3; c += 1) data[at + c] = Math.min(255, Math.round(pixel[c]!));
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ data, width: SIZE, height: SIZE }, 82).data;
}

/** `npm run aura-images`: writes public/images/aura/Aura-NN.jpg (committed; made here). */
async function main() {
  await mkdir(OUT, { recursive: true });
  for (let number = 1; number <= AURA_IMAGE_COUNT; number += 1) {
    if ((AURA_SKIPPED as readonly number[]).includes(number)) continue;
    const name = `Aura-${String(number).padStart(2, '0')}.jpg`;
    await writeFile(join(OUT, name), aura(number));
  }
}

await main();
