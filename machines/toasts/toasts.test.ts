import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { TOAST_MS } from '../../src/contracts/constants';
import { toastsMachine } from './toasts.machine';
import { selectToasts } from './toasts.selectors';

function start() {
  const clock = new SimulatedClock();
  return { actor: createActor(toastsMachine, { clock }).start(), clock };
}

describe('toastsMachine', () => {
  it('dismisses each toast TOAST_MS after it appeared', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toasts.show', code: 'clipStuck' });
    clock.increment(TOAST_MS / 2);
    actor.send({ type: 'toasts.show', code: 'tooManyRequests', params: { retryAfterS: 5 } });
    expect(selectToasts(actor.getSnapshot()).map((toast) => toast.id)).toEqual([1, 2]);
    clock.increment(TOAST_MS / 2);
    expect(selectToasts(actor.getSnapshot())).toEqual([
      { id: 2, code: 'tooManyRequests', params: { retryAfterS: 5 } },
    ]);
    clock.increment(TOAST_MS / 2);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('closes a toast on request and cancels its timer', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toasts.show', code: 'clipFailed' });
    actor.send({ type: 'toasts.dismiss', id: 1 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'toasts.show', code: 'clipFailed' });
    clock.increment(TOAST_MS);
    expect(selectToasts(actor.getSnapshot())).toEqual([]);
  });

  it('does not stack the same message', () => {
    const { actor } = start();
    actor.send({ type: 'toasts.show', code: 'clipStuck' });
    actor.send({ type: 'toasts.show', code: 'clipStuck' });
    actor.send({ type: 'toasts.show', code: 'clipFailed' });
    expect(selectToasts(actor.getSnapshot()).map((toast) => toast.code)).toEqual([
      'clipStuck',
      'clipFailed',
    ]);
  });

  it('keeps a toast for its own duration when one is given', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toasts.show', code: 'promptSaved', durationMs: TOAST_MS + 1000 });
    clock.increment(TOAST_MS);
    expect(selectToasts(actor.getSnapshot())).toEqual([{ id: 1, code: 'promptSaved' }]);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
