import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { LAZY_LOAD_RETRY_MS } from '../../src/contracts/constants';
import { fakePorts } from '../../tests/paths/helpers/app-ports';
import { aUser, deferred, flush } from '../../tests/paths/helpers/fixtures';
import { createAppMachine } from './app.machine';
import { createSignedInChildren, type FirstSignedInChildren } from './signedIn.children';

/** The app with `loadSignedIn` answered by the test, on a simulated clock. */
function start(
  load: () => Promise<FirstSignedInChildren>,
  getSession: () => Promise<typeof aUser | null> = async () => aUser,
  idle?: () => Promise<void>,
) {
  const ports = { ...fakePorts(getSession), idle };
  const loadSignedIn = vi.fn(load);
  const machine = createAppMachine(ports).provide({
    actors: { loadSignedIn: fromPromise(() => loadSignedIn()) },
  });
  const clock = new SimulatedClock();
  const app = createActor(machine, { clock }).start();
  return { app, ports, clock, loadSignedIn };
}

describe('app: code loaded on demand', () => {
  it("never loads the signed-in children's code for a signed-out visitor", async () => {
    const { app, loadSignedIn } = start(
      async () => createSignedInChildren(fakePorts()),
      async () => null,
    );
    await waitFor(app.system.get('session'), (s) => s.matches('signedOut'));
    await flush();
    expect(loadSignedIn).not.toHaveBeenCalled();
    expect(app.getSnapshot().value).toBe('signedOut');
    expect(app.system.get('billing')).toBeUndefined();
    app.stop();
  });

  it('starts the children once their code is in, and loads it again after a failure', async () => {
    let attempts = 0;
    const { app, clock, ports } = start(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return createSignedInChildren(ports);
    });
    await waitFor(app, (s) => s.matches({ signedIn: 'unavailable' }));
    expect(app.system.get('create')).toBeUndefined();
    clock.increment(LAZY_LOAD_RETRY_MS - 1);
    await flush();
    expect(attempts).toBe(1);
    clock.increment(1);
    await waitFor(app, (s) => s.matches({ signedIn: 'running' }));
    expect(attempts).toBe(2);
    expect(app.system.get('create').getSnapshot().context.tier).toBe('basic');
    app.stop();
  });

  it('starts nothing when the session ends before the code came in', async () => {
    const code = deferred<FirstSignedInChildren>();
    const { app, ports } = start(() => code.promise);
    await waitFor(app, (s) => s.matches({ signedIn: 'loading' }));
    app.send({ type: 'app.signedOut' });
    code.resolve(createSignedInChildren(ports));
    await flush();
    expect(app.getSnapshot().value).toBe('signedOut');
    expect(app.system.get('generations')).toBeUndefined();
    expect(ports.generation.getRunningRequests).not.toHaveBeenCalled();
    app.stop();
  });

  it('gives the form the tier the user has when its code comes in', async () => {
    const code = deferred<FirstSignedInChildren>();
    const { app, ports } = start(() => code.promise);
    await waitFor(app, (s) => s.matches({ signedIn: 'loading' }));
    app.send({ type: 'app.signedIn', user: { ...aUser, tier: 'pro' } });
    code.resolve(createSignedInChildren(ports));
    await waitFor(app, (s) => s.matches({ signedIn: 'running' }));
    expect(app.system.get('create').getSnapshot().context.tier).toBe('pro');
    app.send({ type: 'app.signedIn', user: { ...aUser, tier: 'premier' } });
    expect(app.system.get('create').getSnapshot().context.tier).toBe('premier');
    app.stop();
  });

  it('starts the children no first view needs once the page is idle', async () => {
    const idle = deferred<void>();
    const { app, ports } = start(
      async () => createSignedInChildren(ports),
      undefined,
      () => idle.promise,
    );
    await waitFor(app, (s) => s.matches({ signedIn: { running: 'waitingForIdle' } }));
    expect(app.system.get('create')).toBeDefined();
    expect(app.system.get('library')).toBeUndefined();
    idle.resolve();
    await waitFor(app, (s) => s.matches({ signedIn: { running: 'complete' } }));
    expect(app.system.get('library')).toBeDefined();
    expect(app.system.get('createPersona')).toBeDefined();
    app.send({ type: 'app.signedOut' });
    expect(app.system.get('library')).toBeUndefined();
    app.stop();
  });

  it('loads them at once when the user asks one of them something, and delivers what was asked', async () => {
    const { app, ports } = start(
      async () => createSignedInChildren(ports),
      undefined,
      () => new Promise<void>(() => {}),
    );
    await waitFor(app, (s) => s.matches({ signedIn: { running: 'waitingForIdle' } }));
    app.send({
      type: 'app.forward',
      to: 'library',
      event: { type: 'library.view', view: 'trash' },
    });
    await waitFor(app, (s) => s.matches({ signedIn: { running: 'complete' } }));
    const library = app.system.get('library');
    expect(library.getSnapshot().context.view).toBe('trash');
    expect(app.getSnapshot().context.held).toEqual([]);
    // Once they run, a forwarded event goes straight to its child.
    app.send({
      type: 'app.forward',
      to: 'library',
      event: { type: 'library.view', view: 'liked' },
    });
    expect(library.getSnapshot().context.view).toBe('liked');
    app.stop();
  });
});
