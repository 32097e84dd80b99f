import { fromPromise } from 'xstate';
import type { BillingInfo } from '../../src/contracts/generation';
import type { BillingPort } from './ports';

/** The billing machine's effect actor, built from the billing port. */
export function createBillingActors(billing: BillingPort) {
  return {
    fetchBillingInfo: fromPromise<BillingInfo, void>(({ signal }) => billing.getInfo(signal)),
  };
}
