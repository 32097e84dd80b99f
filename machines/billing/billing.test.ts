import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BillingInfo } from '../../src/contracts/generation';
import { aBillingInfo, codedError, deferred, flush } from '../../tests/paths/helpers/fixtures';
import { createBillingActors } from '../actors/billing.actors';
import { billingMachine } from './billing.machine';
import {
  selectBillingError,
  selectBillingInfo,
  selectCredits,
  selectDefaultModel,
  selectHasCreditsToCreate,
} from './billing.selectors';

function start() {
  const calls: Array<ReturnType<typeof deferred<BillingInfo>> & { signal: AbortSignal }> = [];
  const getInfo = vi.fn((signal: AbortSignal) => {
    const call = Object.assign(deferred<BillingInfo>(), { signal });
    calls.push(call);
    return call.promise;
  });
  const changePlan = vi.fn();
  const buyCredits = vi.fn();
  const machine = billingMachine.provide({
    actors: createBillingActors({ getInfo, changePlan, buyCredits }),
  });
  return { actor: createActor(machine).start(), calls };
}

describe('billingMachine', () => {
  it('loads on start and exposes credits and the default model', async () => {
    const { actor, calls } = start();
    expect(selectHasCreditsToCreate(actor.getSnapshot())).toBe(true);
    calls[0]!.resolve(aBillingInfo({ credits: 8 }));
    await flush();
    expect(selectCredits(actor.getSnapshot())).toBe(8);
    expect(selectHasCreditsToCreate(actor.getSnapshot())).toBe(false);
    expect(selectDefaultModel(actor.getSnapshot())?.external_key).toBe('openchirp-v1');
  });

  it('restarts a read when a reload is asked for mid-read', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'billing.reload' });
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.resolve(aBillingInfo());
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('applies local credit changes until the server answers again', async () => {
    const { actor, calls } = start();
    calls[0]!.resolve(aBillingInfo({ credits: 50 }));
    await flush();
    actor.send({ type: 'billing.adjust', delta: -10 });
    expect(selectCredits(actor.getSnapshot())).toBe(40);
    // Spent credits count as used at once; a refund gives them back.
    expect(selectBillingInfo(actor.getSnapshot())?.monthly_usage).toBe(10);
    actor.send({ type: 'billing.adjust', delta: 5 });
    expect(selectBillingInfo(actor.getSnapshot())?.monthly_usage).toBe(5);
    actor.send({ type: 'billing.adjust', delta: -5 });
    actor.send({ type: 'billing.reload' });
    calls[1]!.reject(codedError('network'));
    await flush();
    expect(selectBillingError(actor.getSnapshot())).toBe('network');
    expect(selectCredits(actor.getSnapshot())).toBe(40);
  });
});
