import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from './cli/commands';
import { runCliCaptured as engine } from './cli/main';
import { LYRICS_LIMIT_V3_V4_AUK } from './models';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'openchirp-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run engine -- ...` the way a user does (tsx, not through npm, so it can be awaited). */
async function engineProcess(...args: string[]) {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['src/engine/cli.ts', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('engine CLI', () => {
  it('writes every output and prints one JSON line of figures', async () => {
    const out = join(dir, 'song');
    const result = await engineProcess(
      'render',
      '--description',
      'a happy ukulele song about the beach',
      '--max-duration',
      '20',
      '--seed',
      '11',
      '--out',
      out,
    );
    expect(result.code).toBe(0);
    const figures = JSON.parse(result.stdout.trim()) as Record<string, number>;
    expect(Object.keys(figures)).toEqual(
      expect.arrayContaining(['duration_s', 'render_s', 'first_audio_s', 'rtf']),
    );
    expect(figures.duration_s).toBeGreaterThan(5);
    const files = ['song.mp3', 'song.wav', 'song.webm', 'song.m4a', 'score.json', 'cover.png'];
    const stems = ['vocals.wav', 'backing_vocals.wav', 'instrumental.wav'].map((f) => `stems/${f}`);
    for (const file of [...files, ...stems]) expect(existsSync(join(out, file)), file).toBe(true);
    const score = JSON.parse(readFileSync(join(out, 'score.json'), 'utf8')) as {
      aligned_words: { word: string; start_s: number; end_s: number }[];
      tempo_bpm: number;
      sections: unknown[];
    };
    expect(score.aligned_words.length).toBeGreaterThan(0);
    expect(score.tempo_bpm).toBeGreaterThan(0);
    expect(score.sections.length).toBeGreaterThan(0);
  }, 60_000);

  it.each([
    [['render', '--out', join(dir, 'x')], 'give --description'],
    [['render', '--description', '   ', '--out', join(dir, 'x')], 'give --description'],
    [['render', '--lyrics-file', join(dir, 'missing.txt'), '--out', join(dir, 'x')], 'cannot read'],
    [['render', '--description', 'rock', '--seed', 'abc', '--out', join(dir, 'x')], '--seed'],
    [
      ['render', '--description', 'rock', '--model', 'nope', '--out', join(dir, 'x')],
      'Unknown model',
    ],
    [['render', '--description', 'rock'], '--out'],
    [['render', '--description', 'rock', '--bogus', '--out', join(dir, 'x')], 'usage'],
  ])('exits 2 with a clear message for %j', async (args, message) => {
    const result = await engine(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });

  it.each(
    COMMANDS.flatMap((command) => [
      [command.name, '--help'],
      [command.name, '-h'],
    ]),
  )('%s %s prints its usage and exits 0', async (name, flag) => {
    const result = await engine(name, flag);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`npm run engine -- ${name}`);
    expect(result.stderr).toBe('');
  });

  it.each([['--help'], ['-h'], ['help']])(
    '%s alone lists every command and exits 0',
    async (flag) => {
      const result = await engine(flag);
      expect(result.code).toBe(0);
      for (const command of COMMANDS) expect(result.stdout).toContain(command.usage);
    },
  );

  it('refuses lyrics over the model limit', async () => {
    const file = join(dir, 'long.txt');
    writeFileSync(file, `[Verse]\n${'la '.repeat(LYRICS_LIMIT_V3_V4_AUK)}`);
    const result = await engine('render', '--lyrics-file', file, '--tags', 'pop', '--out', dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('chirp-v4 takes at most 3000');
  });
});
