import type { AnyActorRef, AnyEventObject } from 'xstate';
import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { pinsMachine, type PinsEvent } from '../../machines/profile/pins.machine';
import { selectIsPinned, selectPinsStatus } from '../../machines/profile/pins.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { aClip, codedError, flush } from './helpers/fixtures';
import { aPinResult } from './helpers/profile-fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { recorderMachine, runInSystem } from './helpers/system';

const machine = pinsMachine.provide({ actors: fakePromiseActors(['pinClip']) });
const song = { id: 'clip-a', title: 'Harbor Lights' };

const samples: SampleOptions<PinsEvent> = {
  events: {
    'pins.open': [{ type: 'pins.open', clip: song }],
    'pins.unpin': [{ type: 'pins.unpin', clip: song }],
  },
  outcomes: {
    pinClip: {
      pinned: { output: aPinResult([aClip({ id: 'clip-a' }), aClip({ id: 'clip-b' })]) },
      refused: { error: codedError('pinNotPublic') },
    },
  },
};
const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('pins paths', () => {
  describePaths(machine, samples);

  it('opens the modal for a song, pins on confirm and knows the pinned songs after', async () => {
    const open = await replay('pins.open');
    expect(selectPinsStatus(open)).toBe('confirming');
    expect(open.context.clip).toEqual(song);
    expect(selectPinsStatus(await replay('pins.open', 'pins.close'))).toBe('idle');
    const pinned = await replay('pins.open', 'pins.confirm', 'done: pinClip (pinned)');
    expect(selectPinsStatus(pinned)).toBe('idle');
    expect(pinned.context.clip).toBeNull();
    expect(selectIsPinned(pinned, aClip({ id: 'clip-b', is_pinned: false }))).toBe(true);
    expect(selectIsPinned(pinned, aClip({ id: 'clip-c', is_pinned: true }))).toBe(false);
    // Before any pin call, a song's own read decides.
    const fresh = await replay();
    expect(selectIsPinned(fresh, aClip({ id: 'clip-c', is_pinned: true }))).toBe(true);
  });

  it('keeps the modal open with the refusal', async () => {
    const refused = await replay('pins.open', 'pins.confirm', 'error: pinClip (refused)');
    expect(selectPinsStatus(refused)).toBe('confirming');
    expect(refused.context.error).toBe('pinNotPublic');
  });

  it('toasts each outcome and tells open profile shelves to read the pins again', async () => {
    // The pages actor's stand-in, in the same system: a profile page's shelves and profile.
    const pagesStandIn = createMachine({
      id: 'pagesStandIn',
      invoke: [
        { id: 'profileShelves-ada', src: recorderMachine },
        { id: 'profile-ada', src: recorderMachine },
      ],
    });
    const { subject, received, root } = runInSystem(machine, { systemId: 'pins' });
    const pages = createActor(pagesStandIn, { systemId: 'pages', parent: root }).start();
    const call = () => Object.values(subject.getSnapshot().children)[0] as AnyActorRef;
    subject.send({ type: 'pins.open', clip: song });
    subject.send({ type: 'pins.confirm' });
    settle(call(), samples.outcomes!.pinClip!.pinned!);
    await flush();
    subject.send({ type: 'pins.unpin', clip: song });
    settle(call(), { output: aPinResult([], song.id) });
    await flush();
    subject.send({ type: 'pins.unpin', clip: song });
    settle(call(), { error: codedError('network') });
    await flush();
    expect(received('toasts').map(({ code }: AnyEventObject) => code)).toEqual([
      'clipPinned',
      'clipUnpinned',
      'network',
    ]);
    const children = pages.getSnapshot().children as Record<string, AnyActorRef>;
    expect(
      children['profileShelves-ada']!.getSnapshot().context.events.map(
        (event: AnyEventObject) => event.type,
      ),
    ).toEqual(['profileShelves.refresh', 'profileShelves.refresh']);
    expect(children['profile-ada']!.getSnapshot().context.events).toEqual([]);
  });
});
