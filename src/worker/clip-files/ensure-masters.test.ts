import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIP_RECIPE, MASTER_FILES, MasterRetention } from '../../server/storage/masters';
import { makeClipFileInThread } from '../clip-file-in-thread';
import { renderInThread, type RenderMessage } from '../render-in-thread';
import { runTaskInThread } from '../task-in-thread';

const root = mkdtempSync(join(tmpdir(), 'openchirp-masters-'));
const dirOf = (clipId: string) => join(root, clipId);
const bytes = (clipId: string, file: string) => readFileSync(join(dirOf(clipId), file));
const song = {
  lyrics: '[Verse]\nLanterns on the river\nWe follow them home',
  tags: 'indie folk, female vocals',
  seed: 11,
  maxDurationS: 8,
};

/** Renders the song into a new clip directory and stores it as the worker does. */
async function render(clipId: string, keepMasters: boolean) {
  mkdirSync(dirOf(clipId), { recursive: true });
  let done: Extract<RenderMessage, { kind: 'done' }> | undefined;
  const input = {
    task: 'generate' as const,
    song,
    provider: { id: 'procedural' as const },
    clipDir: dirOf(clipId),
    keepMasters,
  };
  for await (const message of renderInThread(input)) {
    if (message.kind === 'done') done = message;
  }
  // What the worker stores beside them (generate-clip.ts).
  writeFileSync(join(dirOf(clipId), 'song.mp3'), done!.mp3);
  writeFileSync(join(dirOf(clipId), 'score.json'), done!.scoreJson);
  return done!;
}

const extend = (source: string, clipId: string, masters?: MasterRetention) =>
  runTaskInThread(
    {
      spec: { name: 'extend', source, continueAtS: 4, seed: 5, maxDurationS: 8 },
      clipId,
      clipsRoot: root,
    },
    undefined,
    masters,
  );

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('WAV masters not kept', () => {
  it('are made again, byte for byte, for a task and a WAV download', async () => {
    const [kept, bare, keptExtension, bareExtension] = [0, 1, 2, 3].map(() => randomUUID()) as [
      string,
      string,
      string,
      string,
    ];
    const notKept = new MasterRetention(root, 0);
    const withMasters = await render(kept, true);
    const without = await render(bare, false);
    // Leaving the master and stems out changes none of the files a listener gets.
    for (const format of ['mp3', 'm4a', 'webm'] as const) {
      expect(Buffer.compare(without[format], withMasters[format])).toBe(0);
    }
    for (const file of MASTER_FILES) {
      expect(existsSync(join(dirOf(kept), file))).toBe(true);
      expect(existsSync(join(dirOf(bare), file))).toBe(false);
    }
    expect(existsSync(join(dirOf(bare), CLIP_RECIPE))).toBe(true);

    // A task on the clip without masters renders them again first, and makes the same clip.
    await extend(kept, keptExtension);
    await extend(bare, bareExtension, notKept);
    for (const file of ['song.mp3', 'song.m4a', 'song.webm']) {
      expect(Buffer.compare(bytes(bareExtension, file), bytes(keptExtension, file))).toBe(0);
    }
    // Not kept: once the task ended, neither the source's masters nor the new clip's are left.
    for (const clip of [bare, bareExtension]) {
      for (const file of MASTER_FILES) expect(existsSync(join(dirOf(clip), file))).toBe(false);
    }

    // The extension's WAV download runs its task again, over its source's masters made again.
    await makeClipFileInThread({ dir: dirOf(bareExtension), kind: 'wav' }, undefined, notKept);
    expect(Buffer.compare(bytes(bareExtension, 'song.wav'), bytes(keptExtension, 'song.wav'))).toBe(
      0,
    );
    // The download keeps its song.wav (for the sweep to remove), not the stems made with it.
    expect(existsSync(join(dirOf(bareExtension), 'stems/vocals.wav'))).toBe(false);
    for (const file of MASTER_FILES) {
      expect(Buffer.compare(bytes(bare, file), bytes(kept, file)), file).toBe(0);
    }
    // Nothing made aside is left behind.
    expect(readdirSync(root).sort()).toEqual([kept, bare, keptExtension, bareExtension].sort());
  }, 600_000);
});
