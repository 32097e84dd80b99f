import { describe, expect, it } from 'vitest';
import { billingMachine, type BillingEvent } from '../../machines/billing/billing.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aBillingInfo, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = billingMachine.provide({
  actors: fakePromiseActors(['fetchBillingInfo', 'purchase']),
});

const samples: SampleOptions<BillingEvent> = {
  events: {
    'billing.adjust': [{ type: 'billing.adjust', delta: -10 }],
    'billing.changePlan': [{ type: 'billing.changePlan', plan: 'pro' }],
    'billing.buyCredits': [{ type: 'billing.buyCredits', packId: 'pack_500' }],
  },
  outcomes: {
    purchase: {
      approved: { output: aBillingInfo({ tier: 'pro', credits: 2550 }) },
      refused: { error: codedError('validation') },
    },
    fetchBillingInfo: {
      info: { output: aBillingInfo() },
      offline: { error: codedError('network') },
    },
  },
};

describe('billing paths', () => {
  // Adjusting repeatedly would make the credits an endless supply of new states.
  describePaths(machine, {
    ...samples,
    events: { 'billing.changePlan': samples.events!['billing.changePlan']! },
  });

  it('shows what a plan change bought, and keeps the code of a refused one', async () => {
    const bought = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchBillingInfo (info)',
        'billing.changePlan',
        'done: purchase (approved)',
      ]),
    );
    expect(bought.value).toBe('ready');
    expect(bought.context.info).toMatchObject({ tier: 'pro', credits: 2550 });
    const refused = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchBillingInfo (info)',
        'billing.buyCredits',
        'error: purchase (refused)',
      ]),
    );
    expect(refused.value).toBe('failed');
    expect(refused.context.error).toBe('validation');
  });

  it('shows a local debit until the reload answers', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchBillingInfo (info)', 'billing.adjust']),
    );
    expect(snapshot.context.info.credits).toBe(40);
  });
});
