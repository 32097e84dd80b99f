import { fromPromise } from 'xstate';
import type { BillingInfo } from '../../src/contracts/generation';
import type { Purchase } from '../billing/billing.machine';
import type { BillingPort } from './ports';

/** The billing machine's effect actor, built from the billing port. */
export function createBillingActors(billing: BillingPort) {
  return {
    fetchBillingInfo: fromPromise<BillingInfo, void>(({ signal }) => billing.getInfo(signal)),
    purchase: fromPromise<BillingInfo, Purchase>(({ input, signal }) =>
      input.kind === 'plan'
        ? billing.changePlan(input.plan, signal)
        : billing.buyCredits(input.packId, signal),
    ),
  };
}
