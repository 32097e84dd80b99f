import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, readZip, writeZip } from './zip';

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const entries = [
  { name: 'a.txt', data: new TextEncoder().encode('hello zip\n') },
  { name: 'loops/b.bin', data: Uint8Array.from({ length: 5000 }, (_, i) => (i * 7) & 0xff) },
  { name: 'empty', data: new Uint8Array(0) },
];

describe('writeZip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips through its own reader', () => {
    const back = readZip(writeZip(entries));
    expect(back.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    back.forEach((entry, i) => expect(entry.data).toEqual(entries[i]!.data));
  });

  it.runIf(hasUnzip)('passes unzip -t', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'zip-')), 'pack.zip');
    writeFileSync(path, writeZip(entries));
    const report = execFileSync('unzip', ['-t', path], { encoding: 'utf8' });
    expect(report).toMatch(/No errors detected/);
  });
});
