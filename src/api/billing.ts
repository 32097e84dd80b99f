import type { KyInstance } from 'ky';
import type { Tier } from '../contracts/constants';
import type { BillingInfo } from '../contracts/generation';
import { call } from './client';

/** `GET /api/billing/info/`: credits, tier and the models the user may choose. */
export function createBillingApi(http: KyInstance) {
  return {
    getInfo(signal: AbortSignal): Promise<BillingInfo> {
      return call(() => http.get('billing/info/', { signal }).json<BillingInfo>());
    },
    /** The built-in provider approves at once and answers the new billing info. */
    changePlan(plan: Tier, signal: AbortSignal): Promise<BillingInfo> {
      return call(() => http.post('billing/plan/', { json: { plan }, signal }).json<BillingInfo>());
    },
    buyCredits(packId: string, signal: AbortSignal): Promise<BillingInfo> {
      return call(() =>
        http.post('billing/credits/', { json: { pack_id: packId }, signal }).json<BillingInfo>(),
      );
    },
  };
}
