import { useSelector } from '@xstate/react';
import {
  selectBillingError,
  selectCredits,
  selectDefaultModel,
  selectHasCreditsToCreate,
  selectIsBillingLoading,
  selectIsPastDue,
  selectModels,
  selectTier,
} from '../../../machines/billing/billing.selectors';
import { useSignedInActor } from './RootActorContext';

/** Credits, tier and models of the signed-in user (nulls and empty lists while signed out). */
export function useBilling() {
  const ref = useSignedInActor('billing');
  return {
    credits: useSelector(ref, selectCredits),
    tier: useSelector(ref, selectTier),
    isPastDue: useSelector(ref, selectIsPastDue),
    models: useSelector(ref, selectModels),
    defaultModel: useSelector(ref, selectDefaultModel),
    hasCreditsToCreate: useSelector(ref, selectHasCreditsToCreate),
    loading: useSelector(ref, selectIsBillingLoading),
    error: useSelector(ref, selectBillingError),
    reload: () => ref?.send({ type: 'billing.reload' }),
  };
}
