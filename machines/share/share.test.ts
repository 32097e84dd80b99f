import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SHARE_COPIED_MS } from '../../src/contracts/constants';
import type { LinkRequest } from '../actors/share.actors';
import { shareMachine, type ShareTarget } from './share.machine';
import { selectShareAction, selectShareLink } from './share.selectors';

const song: ShareTarget = {
  content_type: 'clip',
  content_id: 'clip-1',
  title: 'Lanterns',
  embedCode: '<iframe></iframe>',
};

describe('share machine', () => {
  it('asks once per content and platform, copies, and says "copied" for a moment', async () => {
    const asked: LinkRequest[] = [];
    const copied: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      shareMachine.provide({
        actors: {
          createLink: fromPromise(async ({ input }: { input: LinkRequest }) => {
            asked.push(input);
            return `http://localhost/s/${input.platform}`;
          }),
          copyText: fromPromise(async ({ input }: { input: { text: string } }) => {
            copied.push(input.text);
          }),
        },
      }),
      { clock },
    ).start();
    actor.send({ type: 'share.open', target: song });
    await waitFor(actor, (s) => selectShareLink(s) !== null);
    actor.send({ type: 'share.copyLink' });
    await waitFor(actor, (s) => selectShareAction(s).state === 'copied');
    actor.send({ type: 'share.copyEmbed' });
    await waitFor(
      actor,
      (s) => selectShareAction(s).what === 'embed' && s.matches({ open: { action: 'copied' } }),
    );
    expect(copied).toEqual(['http://localhost/s/copy_link', '<iframe></iframe>']);
    clock.increment(SHARE_COPIED_MS);
    expect(selectShareAction(actor.getSnapshot()).state).toBe('idle');
    actor.send({ type: 'share.close' });
    actor.send({ type: 'share.open', target: song });
    expect(selectShareLink(actor.getSnapshot())).toBe('http://localhost/s/copy_link');
    expect(asked).toEqual([{ content_type: 'clip', content_id: 'clip-1', platform: 'copy_link' }]);
  });
});
