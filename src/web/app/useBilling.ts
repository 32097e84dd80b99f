import { useSelector } from '@xstate/react';
import type { Tier } from '../../contracts/constants';
import {
  selectBillingError,
  selectBillingInfo,
  selectIsPurchasing,
  selectCredits,
  selectDefaultModel,
  selectHasCreditsToCreate,
  selectIsBillingLoading,
  selectIsPastDue,
  selectModels,
  selectTier,
} from '../../../machines/billing/billing.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** Credits, tier and models of the signed-in user (nulls and empty lists while signed out). */
export function useBilling() {
  const ref = useSignedInActor('billing');
  const send = useSignedInSend('billing');
  return {
    credits: useSelector(ref, selectCredits),
    tier: useSelector(ref, selectTier),
    isPastDue: useSelector(ref, selectIsPastDue),
    models: useSelector(ref, selectModels),
    defaultModel: useSelector(ref, selectDefaultModel),
    hasCreditsToCreate: useSelector(ref, selectHasCreditsToCreate),
    loading: useSelector(ref, selectIsBillingLoading),
    error: useSelector(ref, selectBillingError),
    info: useSelector(ref, selectBillingInfo),
    purchasing: useSelector(ref, selectIsPurchasing),
    reload: () => send({ type: 'billing.reload' }),
    changePlan: (plan: Tier) => send({ type: 'billing.changePlan', plan }),
    buyCredits: (packId: string) => send({ type: 'billing.buyCredits', packId }),
  };
}
