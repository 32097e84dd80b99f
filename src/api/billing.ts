import type { KyInstance } from 'ky';
import type { BillingInfo } from '../contracts/generation';
import { call } from './client';

/** `GET /api/billing/info/`: credits, tier and the models the user may choose. */
export function createBillingApi(http: KyInstance) {
  return {
    getInfo(signal: AbortSignal): Promise<BillingInfo> {
      return call(() => http.get('billing/info/', { signal }).json<BillingInfo>());
    },
  };
}
