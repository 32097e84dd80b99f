import { fromPromise } from 'xstate';
import type { AccessToken, CreatedAccessToken } from '../../src/contracts/access-tokens';

/** Personal access tokens of the signed-in user, and the clipboard a new token is copied to. */
export interface AccessTokensPort {
  list(signal: AbortSignal): Promise<AccessToken[]>;
  create(name: string, signal: AbortSignal): Promise<CreatedAccessToken>;
  revoke(id: string, signal: AbortSignal): Promise<void>;
  copy(text: string): Promise<void>;
}

/** The access tokens machine's effect actors, built from its port. */
export function createAccessTokensActors(port: AccessTokensPort) {
  return {
    fetchTokens: fromPromise<AccessToken[], void>(({ signal }) => port.list(signal)),
    createToken: fromPromise<CreatedAccessToken, { name: string }>(({ input, signal }) =>
      port.create(input.name, signal),
    ),
    revokeToken: fromPromise<void, { id: string }>(({ input, signal }) =>
      port.revoke(input.id, signal),
    ),
    copyToken: fromPromise<void, { token: string }>(({ input }) => port.copy(input.token)),
  };
}
