import type { MessageCode } from '../../src/contracts/client-messages';
import { toErrorFacts } from '../actors/errors';
import type { ToastParams } from '../toasts/toasts.machine';

/** A toast a persona machine asks the root's toasts actor for. */
export interface PersonaToast {
  code: MessageCode;
  params?: ToastParams;
}

/** The `toasts.show` event for a toast. */
export const toastEvent = ({ code, params }: PersonaToast) => ({
  type: 'toasts.show' as const,
  code,
  ...(params && { params }),
});

/**
 * Spec 001 §8: a create or edit failure shows the server's detail when it sent one (the
 * toaster shows an `unknown` toast's detail as is), else the spec's fallback text.
 */
export function failureToast(error: unknown, fallback: MessageCode): PersonaToast {
  const { detail, code } = toErrorFacts(error);
  if (code === 'network') return { code };
  if (detail) return { code: 'unknown', params: { detail } };
  return { code: fallback };
}
