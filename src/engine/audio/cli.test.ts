import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseCommand } from '../cli/analyse';
import { UsageError } from '../cli/command';
import { convertCommand } from '../cli/convert';
import { decodeCommand } from '../cli/decode';
import { editCommand } from '../cli/edit';
import { encodeMp3 } from '../encode/mp3';
import { decodeWav } from '../encode/wav';
import { testTone } from '../encode/test-signals';
import { SAMPLE_RATE } from '../score';

const dir = mkdtempSync(join(tmpdir(), 'audio-cli-'));
const mp3 = join(dir, 'upload.mp3');
writeFileSync(mp3, encodeMp3(testTone(2)));

describe('audio commands', () => {
  it('decode writes song.wav at 44.1 kHz and edit crops it to the sample', async () => {
    const figures = (await decodeCommand.run(['--in', mp3, '--out', join(dir, 'clip')])) as {
      duration_s: number;
    };
    expect(Math.abs(figures.duration_s - 2)).toBeLessThan(0.06);
    await editCommand.run([
      '--from',
      join(dir, 'clip'),
      '--crop',
      '0.5:1.5',
      '--out',
      join(dir, 'cut'),
    ]);
    const wav = decodeWav(readFileSync(join(dir, 'cut', 'song.wav')));
    expect(wav.channels[0]!.length).toBe(SAMPLE_RATE);
  });

  it('convert writes a WAV from an MP3', async () => {
    const out = join(dir, 'c.wav');
    await convertCommand.run(['--from', mp3, '--to', 'wav', '--out', out]);
    expect(decodeWav(readFileSync(out)).sampleRate).toBe(SAMPLE_RATE);
  });

  it.each([
    [decodeCommand, ['--in', join(dir, 'missing.mp3'), '--out', dir]],
    [analyseCommand, ['--in', join(dir, 'garbage.bin')]],
    [editCommand, ['--from', mp3, '--crop', '5:9', '--out', dir]],
    [editCommand, ['--from', mp3, '--crop', 'one:two', '--out', dir]],
    [editCommand, ['--from', mp3, '--speed', '9', '--out', dir]],
    [editCommand, ['--from', mp3, '--out', dir]],
    [convertCommand, ['--from', mp3, '--to', 'flac', '--out', dir]],
  ] as const)('bad input is a usage error (exit 2): %#', async (command, argv) => {
    writeFileSync(join(dir, 'garbage.bin'), 'not audio');
    await expect(command.run([...argv])).rejects.toBeInstanceOf(UsageError);
  });
});
