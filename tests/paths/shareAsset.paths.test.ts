import { describe, expect, it } from 'vitest';
import { SHARE_ASSET_POLL_MS, SHARE_ASSET_TIMEOUT_MS } from '../../src/contracts/constants';
import type { ShareAsset } from '../../src/contracts/video';
import { shareAssetMachine, type ShareAssetEvent } from '../../machines/video/shareAsset.machine';
import { selectShareAsset, selectShareView } from '../../machines/video/shareAsset.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = shareAssetMachine.provide({
  actors: fakePromiseActors(['makeShareAsset', 'getShareAsset']),
});

const card = (
  status: ShareAsset['status'],
  type: ShareAsset['asset_type'] = 'image',
): ShareAsset => ({
  id: `asset-${type}`,
  clip_id: 'clip-a',
  asset_type: type,
  status,
  url: status === 'complete' ? `/media/clips/clip-a/share-asset-${type}.png` : null,
  width: 1080,
  height: 1080,
  created_at: '2026-11-27T12:00:00.000Z',
});
const answers = {
  complete: { output: card('complete') },
  rendering: { output: card('rendering') },
  broken: { output: card('error') },
  late: { output: card('timeout') },
  video: { output: card('complete', 'video') },
  offline: { error: codedError('network') },
};
const samples: SampleOptions<ShareAssetEvent> = {
  input: { clipId: 'clip-a' },
  events: {
    'share.make': [
      { type: 'share.make', assetType: 'image' },
      { type: 'share.make', assetType: 'video' },
    ],
  },
  outcomes: { makeShareAsset: answers, getShareAsset: answers },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

const renderingReads = (count: number) =>
  Array.from({ length: count }, () => [
    'after shareAssetPollInterval',
    'done: getShareAsset (rendering)',
  ]).flat();

describe('shareAsset paths', () => {
  describePaths(machine, samples);

  it('reads the card every 2 s until it is made, and keeps it to download', async () => {
    const made = await replay(
      'share.make #1',
      'done: makeShareAsset (rendering)',
      ...renderingReads(3),
      'after shareAssetPollInterval',
      'done: getShareAsset (complete)',
    );
    expect(selectShareView(made)).toBe('ready');
    expect(selectShareAsset(made, 'image')?.url).toContain('share-asset-image');
  });

  it('keeps both cards when the image and then the video are made', async () => {
    const both = await replay(
      'share.make #1',
      'done: makeShareAsset (complete)',
      'share.make #2',
      'done: makeShareAsset (video)',
    );
    expect(selectShareAsset(both, 'image')).not.toBeNull();
    expect(selectShareAsset(both, 'video')).not.toBeNull();
    expect(both.context.assetType).toBe('video');
  });

  it(`gives up after ${SHARE_ASSET_TIMEOUT_MS / 60_000} minutes: "Share asset generation failed or timed out"`, async () => {
    const reads = SHARE_ASSET_TIMEOUT_MS / SHARE_ASSET_POLL_MS - 1;
    const labels = ['share.make #1', 'done: makeShareAsset (rendering)', ...renderingReads(reads)];
    expect(selectShareView(await replay(...labels))).toBe('rendering');
    const late = await replay(...labels, 'after shareAssetTimeout');
    expect(late.value).toBe('failed');
    expect(late.context.error).toBe('shareAssetFailed');
  });

  it('fails on an error, a server timeout or a failed call, and starts over when asked', async () => {
    for (const outcome of ['broken', 'late']) {
      const failed = await replay('share.make #1', `done: makeShareAsset (${outcome})`);
      expect(failed.context.error, outcome).toBe('shareAssetFailed');
    }
    const offline = await replay('share.make #1', 'error: makeShareAsset (offline)');
    expect(selectShareView(offline)).toBe('failed');
    const again = await replay('share.make #1', 'error: makeShareAsset (offline)', 'share.make #2');
    expect(again.value).toBe('requesting');
    expect(again.context.error).toBeNull();
  });
});
