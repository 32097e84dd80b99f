import { createAuthApi } from './auth';
import { createHttp, type HttpOptions } from './client';

export { ApiError } from './errors';

/** The typed client for every /api call; one area per module. */
export function createApi(options: HttpOptions = {}) {
  const http = createHttp(options);
  return {
    auth: createAuthApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
