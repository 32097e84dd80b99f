import { describe, expect, it } from 'vitest';
import { runCliCaptured as engine } from '../cli/main';

describe('re-render commands on bad input', () => {
  it.each([
    [['remaster', '--out', '/tmp/x'], '--from DIR and --out DIR'],
    [['remaster', '--from', '/nonexistent', '--out', '/tmp/x'], 'not a clip directory'],
    [['remaster', '--from', '.', '--tone', '1.5', '--out', '/tmp/x'], '--tone must be'],
    [['cover', '--from', '.', '--vocal-gender', 'robot', '--out', '/tmp/x'], '--vocal-gender'],
    [['persona', '--from', '/nonexistent', '--out', '/tmp/x.json'], 'not a clip directory'],
    [['paint', '--from', '.', '--mode', 'sideways', '--out', '/tmp/x'], '--mode must be'],
    [['render', '--description', 'hi', '--mumble', '--out', '/tmp/x'], 'only chirp-bluejay'],
    [['render', '--description', 'hi', '--weirdness', 'x', '--out', '/tmp/x'], '--weirdness must'],
  ])('%j exits 2 with a message', async (args, message) => {
    const result = await engine(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
