import { describe, expect, it } from 'vitest';
import { billingMachine, type BillingEvent } from '../../machines/billing/billing.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aBillingInfo, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = billingMachine.provide({ actors: fakePromiseActors(['fetchBillingInfo']) });

const samples: SampleOptions<BillingEvent> = {
  events: { 'billing.adjust': [{ type: 'billing.adjust', delta: -10 }] },
  outcomes: {
    fetchBillingInfo: {
      info: { output: aBillingInfo() },
      offline: { error: codedError('network') },
    },
  },
};

describe('billing paths', () => {
  // Adjusting repeatedly would make the credits an endless supply of new states.
  describePaths(machine, { ...samples, events: {} });

  it('shows a local debit until the reload answers', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchBillingInfo (info)', 'billing.adjust']),
    );
    expect(snapshot.context.info.credits).toBe(40);
  });
});
