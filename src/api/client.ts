import ky, { type KyInstance, type Options } from 'ky';
import { toApiError } from './errors';

/** Spec 001 §9: data queries do not retry. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpOptions {
  /** Origin of the server; empty in the browser (same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** The one ky instance every API module uses: JSON, cookies, no retries. */
export function createHttp({ baseUrl = '', fetch: fetchImpl }: HttpOptions = {}): KyInstance {
  const options: Options = {
    prefixUrl: `${baseUrl}/api`,
    credentials: 'same-origin',
    retry: 0,
    timeout: REQUEST_TIMEOUT_MS,
  };
  if (fetchImpl) options.fetch = fetchImpl;
  return ky.create(options);
}

/** Runs a call, turning HTTP, timeout and network failures into ApiError. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw await toApiError(error);
  }
}
