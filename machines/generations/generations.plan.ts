import type { Clip, ClipStatus } from '../../src/contracts/clip';
import { isFinalClipStatus } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import { CREDITS_PER_CLIP } from '../../src/contracts/constants';
import { clipErrorOf } from './clip.selectors';

/** What the tracker knows of a clip besides the clip itself (which its clip machine holds). */
export interface TrackedClip {
  requestId: string;
  status: ClipStatus;
  /** Timed out before streaming: no longer polled until an update says otherwise. */
  stuck: boolean;
}

export interface TrackedRequest {
  clipIds: string[];
  /** Spec 000 §4: an error is notified once per generation request; so is being stuck. */
  errorNotified: boolean;
  stuckNotified: boolean;
}

/** Whether a clip's credits were counted as spent or given back (spec 000 §4: once each). */
export type Settlement = 'debit' | 'refund';

/** The tracker's serialisable bookkeeping. */
export interface Bookkeeping {
  tracked: Record<string, TrackedClip>;
  requests: Record<string, TrackedRequest>;
  settled: Record<string, Settlement>;
  /** Clip ids, newest first. */
  order: string[];
}

export interface PlannedToast {
  code: MessageCode;
  params?: Record<string, string>;
}

/** What applying some news means: new bookkeeping plus the effects the machine enqueues. */
export interface Plan {
  book: Bookkeeping;
  /** Clips seen for the first time: spawn a clip machine for each. */
  spawn: Clip[];
  /** Newer news of tracked clips: send each to its clip machine. */
  forward: Clip[];
  toasts: PlannedToast[];
  /** Local change of the credits shown until billing is reloaded. */
  creditDelta: number;
  reloadBilling: boolean;
}

/**
 * Where the clips come from: `fresh` from the generate answer (credits just debited),
 * `resumed` from the running requests after a reload (the loaded credits already show the
 * debit), `update` from realtime or polling.
 */
export type UpdateSource = 'fresh' | 'resumed' | 'update';

export const emptyBookkeeping: Bookkeeping = { tracked: {}, requests: {}, settled: {}, order: [] };

const rank: Record<ClipStatus, number> = {
  submitted: 0,
  queued: 1,
  streaming: 2,
  complete: 3,
  error: 3,
};

const isRunning = (clip: TrackedClip) => !isFinalClipStatus(clip.status) && !clip.stuck;

/** Ids of tracked clips still running and not stuck, newest first: what polling fetches. */
export function pendingIds(book: Bookkeeping): string[] {
  return book.order.filter((id) => {
    const clip = book.tracked[id];
    return clip !== undefined && isRunning(clip);
  });
}

/** Applies clips from any source; out-of-order news (a lower status) is ignored. */
export function planUpdates(book: Bookkeeping, clips: readonly Clip[], source: UpdateSource): Plan {
  const next: Bookkeeping = {
    tracked: { ...book.tracked },
    requests: { ...book.requests },
    settled: { ...book.settled },
    order: [...book.order],
  };
  const plan: Plan = {
    book: next,
    spawn: [],
    forward: [],
    toasts: [],
    creditDelta: 0,
    reloadBilling: false,
  };
  const added: string[] = [];

  for (const clip of clips) {
    const before = next.tracked[clip.id];
    // Older news than what is known (the generate answer after realtime's first update).
    const stale = before !== undefined && rank[clip.status] < rank[before.status];
    const status = stale ? before.status : clip.status;
    if (!stale) {
      if (before) plan.forward.push(clip);
      else {
        plan.spawn.push(clip);
        added.push(clip.id);
        addToRequest(next, clip);
      }
      const stuck = before?.stuck === true && before.status === clip.status;
      next.tracked[clip.id] = { requestId: clip.request_id, status: clip.status, stuck };
    }

    if (!next.settled[clip.id] && !isFinalClipStatus(status)) {
      // Spec 000 §4: a started clip's deduction is expected, and recorded once.
      if (source === 'fresh') plan.creditDelta -= CREDITS_PER_CLIP;
      if (source !== 'update') next.settled[clip.id] = 'debit';
    }
    if (
      !stale &&
      isFinalClipStatus(clip.status) &&
      (!before || !isFinalClipStatus(before.status))
    ) {
      settleFinal(plan, clip);
    }
  }
  next.order = [...added, ...next.order.filter((id) => !added.includes(id))];
  return plan;
}

function addToRequest(book: Bookkeeping, clip: Clip) {
  const request = book.requests[clip.request_id] ?? {
    clipIds: [],
    errorNotified: false,
    stuckNotified: false,
  };
  book.requests[clip.request_id] = { ...request, clipIds: [...request.clipIds, clip.id] };
}

/** Spec 000 §4: refund once on error or refund_credits; one error toast per request; reload billing. */
function settleFinal(plan: Plan, clip: Clip) {
  const book = plan.book;
  if (clip.status === 'error' || clip.metadata.refund_credits) {
    if (book.settled[clip.id] === 'debit') plan.creditDelta += CREDITS_PER_CLIP;
    book.settled[clip.id] = 'refund';
  }
  const request = book.requests[clip.request_id]!;
  if (clip.status === 'error' && !request.errorNotified) {
    plan.toasts.push(clipErrorOf(clip.metadata.error_type, clip.metadata.error_message));
    book.requests[clip.request_id] = { ...request, errorNotified: true };
  }
  // Both clips of a request end close together: one reload when the last one ends.
  const running = request.clipIds.some((id) => {
    const tracked = book.tracked[id];
    return tracked !== undefined && isRunning(tracked);
  });
  if (!running) plan.reloadBilling = true;
}

/** A clip machine reported its clip stuck: stop polling it, toast once per request. */
export function planStuck(book: Bookkeeping, clipId: string): Plan {
  const plan: Plan = {
    book,
    spawn: [],
    forward: [],
    toasts: [],
    creditDelta: 0,
    reloadBilling: false,
  };
  const clip = book.tracked[clipId];
  if (!clip || clip.stuck || isFinalClipStatus(clip.status)) return plan;
  const request = book.requests[clip.requestId];
  plan.book = {
    ...book,
    tracked: { ...book.tracked, [clipId]: { ...clip, stuck: true } },
    requests:
      request && !request.stuckNotified
        ? { ...book.requests, [clip.requestId]: { ...request, stuckNotified: true } }
        : book.requests,
  };
  if (request && !request.stuckNotified) plan.toasts.push({ code: 'clipStuck' });
  return plan;
}

/** Stops tracking a clip (the view removed it); its settlement is kept so it never counts twice. */
export function forgetClip(book: Bookkeeping, clipId: string): Bookkeeping {
  const { [clipId]: _removed, ...tracked } = book.tracked;
  const requests = { ...book.requests };
  const requestId = book.tracked[clipId]?.requestId;
  const request = requestId ? requests[requestId] : undefined;
  if (requestId && request) {
    const clipIds = request.clipIds.filter((id) => id !== clipId);
    if (clipIds.length) requests[requestId] = { ...request, clipIds };
    else delete requests[requestId];
  }
  return { ...book, tracked, requests, order: book.order.filter((id) => id !== clipId) };
}
