import type { KyInstance } from 'ky';
import type { AccessToken, AccessTokenList, CreatedAccessToken } from '../contracts/access-tokens';
import { call } from './client';

/** Personal access tokens of the signed-in user (/account): list, create, revoke. */
export function createAccessTokensApi(http: KyInstance) {
  return {
    async list(signal?: AbortSignal): Promise<AccessToken[]> {
      const body = await call(() =>
        http.get('account/tokens/', { signal }).json<AccessTokenList>(),
      );
      return body.tokens;
    },
    create(name: string, signal?: AbortSignal): Promise<CreatedAccessToken> {
      return call(() =>
        http.post('account/tokens/', { json: { name }, signal }).json<CreatedAccessToken>(),
      );
    },
    async revoke(id: string, signal?: AbortSignal): Promise<void> {
      await call(() => http.delete(`account/tokens/${encodeURIComponent(id)}`, { signal }));
    },
  };
}
