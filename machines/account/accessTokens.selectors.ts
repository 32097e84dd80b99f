import type { SnapshotFrom } from 'xstate';
import type { accessTokensMachine } from './accessTokens.machine';

type AccessTokensSnapshot = SnapshotFrom<typeof accessTokensMachine> | undefined;

export const selectTokens = (s: AccessTokensSnapshot) => s?.context.tokens ?? [];
/** `loading`, `ready` or `failed`: how far reading the list got. */
export const selectTokensStatus = (s: AccessTokensSnapshot): 'loading' | 'ready' | 'failed' =>
  s?.matches({ list: 'ready' }) ? 'ready' : s?.matches({ list: 'failed' }) ? 'failed' : 'loading';
export const selectListError = (s: AccessTokensSnapshot) => s?.context.listError ?? null;
export const selectChangeError = (s: AccessTokensSnapshot) => s?.context.changeError ?? null;
export const selectIsCreating = (s: AccessTokensSnapshot) =>
  s?.matches({ change: 'creating' }) ?? false;
/** The token being revoked, or null. */
export const selectRevokingId = (s: AccessTokensSnapshot) =>
  s?.matches({ change: 'revoking' }) ? s.context.revokingId : null;
/** The token just created (shown once), or null. */
export const selectRevealed = (s: AccessTokensSnapshot) => s?.context.revealed?.token ?? null;
/** `waiting`, `copying`, `copied` or `copyFailed` while a token is shown. */
export const selectCopyState = (s: AccessTokensSnapshot) => {
  for (const state of ['copying', 'copied', 'copyFailed'] as const) {
    if (s?.matches({ reveal: { shown: state } })) return state;
  }
  return 'waiting' as const;
};
