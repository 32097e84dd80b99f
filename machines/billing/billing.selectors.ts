import type { SnapshotFrom } from 'xstate';
import { MIN_CREDITS_TO_CREATE } from '../../src/contracts/constants';
import type { BillingModel } from '../../src/contracts/generation';
import type { billingMachine } from './billing.machine';

type BillingSnapshot = SnapshotFrom<typeof billingMachine> | undefined;

const noModels: BillingModel[] = [];

export const selectBillingInfo = (s: BillingSnapshot) => s?.context.info ?? null;
export const selectCredits = (s: BillingSnapshot) => s?.context.info?.credits ?? null;
export const selectTier = (s: BillingSnapshot) => s?.context.info?.tier ?? null;
export const selectIsPastDue = (s: BillingSnapshot) => s?.context.info?.is_past_due ?? false;
/** Every model, with `can_use` saying whether the picker may offer it. */
export const selectModels = (s: BillingSnapshot) => s?.context.info?.models ?? noModels;
export const selectDefaultModel = (s: BillingSnapshot) =>
  selectModels(s).find((model) => model.is_default && model.can_use) ??
  selectModels(s).find((model) => model.can_use) ??
  null;
/** Spec 000 §9: at least MIN_CREDITS_TO_CREATE credits; unknown credits do not block. */
export const selectHasCreditsToCreate = (s: BillingSnapshot) => {
  const credits = selectCredits(s);
  return credits === null || credits >= MIN_CREDITS_TO_CREATE;
};
export const selectIsBillingLoading = (s: BillingSnapshot) => s?.matches('loading') ?? false;
export const selectBillingError = (s: BillingSnapshot) => s?.context.error ?? null;
export const selectIsPurchasing = (s: BillingSnapshot) => s?.matches('purchasing') ?? false;
