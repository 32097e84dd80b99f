import type { KyInstance } from 'ky';
import type { ErrorCode } from '../contracts/errors';
import type { GenerateBody } from '../contracts/client-generation';
import type { GenerateResponse, RunningRequestsResponse } from '../contracts/generation';
import { call } from './client';
import { ApiError } from './errors';

/** The generation catalogue's rows by status (spec 000 §8), for bodies that carry no code. */
const generationCodeByStatus: Record<number, ErrorCode> = {
  402: 'insufficientCredits',
  423: 'accountNeedsSupport',
  451: 'lyricsModeration',
  503: 'elevatedUsage',
};

/** Spec 000 §8: a 402 whose detail says so is the past-due row, not the credits row. */
const PAST_DUE_DETAIL = 'Subscription past due';

/** A coded error stays as it is; an uncoded one gets its catalogue row from the status. */
export function toGenerationError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.code !== 'unknown') return error;
  const code =
    error.status === 402 && error.detail === PAST_DUE_DETAIL
      ? 'subscriptionPastDue'
      : generationCodeByStatus[error.status];
  return code ? new ApiError(code, error.status, error.detail, error.retryAfterS) : error;
}

/** `POST /api/generate/v2-web/` and the running-requests read (spec 000 §7). */
export function createGenerationApi(http: KyInstance) {
  return {
    async generate(body: GenerateBody, signal: AbortSignal): Promise<GenerateResponse> {
      try {
        return await call(() =>
          http.post('generate/v2-web/', { json: body, signal }).json<GenerateResponse>(),
        );
      } catch (error) {
        throw toGenerationError(error);
      }
    },
    getRunningRequests(signal: AbortSignal): Promise<RunningRequestsResponse> {
      return call(() =>
        http
          .get('generate/requests/', { searchParams: { status: 'running' }, signal })
          .json<RunningRequestsResponse>(),
      );
    },
  };
}
