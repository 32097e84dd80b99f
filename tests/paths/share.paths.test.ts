import { describe, expect, it } from 'vitest';
import {
  shareMachine,
  type ShareEvent,
  type ShareTarget,
} from '../../machines/share/share.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = shareMachine.provide({
  actors: fakePromiseActors(['createLink', 'copyText', 'shareNatively']),
});
const song: ShareTarget = {
  content_type: 'clip',
  content_id: 'clip-1',
  title: 'Lanterns',
  embedCode: '<iframe src="http://localhost/embed/clip-1"></iframe>',
};
const LINK = 'http://localhost/s/AbCdEf123456';

const samples: SampleOptions<ShareEvent> = {
  events: { 'share.open': [{ type: 'share.open', target: song }] },
  outcomes: {
    createLink: { made: { output: LINK }, offline: { error: codedError('network') } },
    copyText: { copied: { output: undefined }, refused: { error: new Error('refused') } },
    shareNatively: {
      shared: { output: 'http://localhost/s/Native123456' },
      failed: { error: codedError('unknown') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('share paths', () => {
  describePaths(machine, samples);

  it('makes the link once: opened again for the same song, it is ready at once', async () => {
    const share = await replay(
      'share.open',
      'done: createLink (made)',
      'share.close',
      'share.open',
    );
    expect(share.value).toEqual({ open: { link: 'ready', action: 'idle' } });
    expect(share.context.links).toEqual({ 'clip:clip-1:copy_link': LINK });
  });

  it('copies the embed code, and shows it to copy by hand when the clipboard refuses', async () => {
    const refused = await replay('share.open', 'share.copyEmbed', 'error: copyText (refused)');
    expect(refused.value).toEqual({ open: { link: 'creating', action: 'copyFailed' } });
    expect(refused.context.copying).toBe('embed');
    const copied = await replay(
      'share.open',
      'done: createLink (made)',
      'share.copyLink',
      'done: copyText (copied)',
    );
    expect(copied.value).toEqual({ open: { link: 'ready', action: 'copied' } });
    expect(copied.context.copying).toBe('link');
  });

  it("keeps the share sheet's own link, and says when the sheet failed", async () => {
    const shared = await replay('share.open', 'share.native', 'done: shareNatively (shared)');
    expect(shared.context.links['clip:clip-1:native_share']).toBe(
      'http://localhost/s/Native123456',
    );
    const failed = await replay('share.open', 'share.native', 'error: shareNatively (failed)');
    expect(failed.context.error).toBe('unknown');
  });
});
