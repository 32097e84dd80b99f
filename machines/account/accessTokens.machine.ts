import { assign, not, setup } from 'xstate';
import type { AccessToken, CreatedAccessToken } from '../../src/contracts/access-tokens';
import type { ErrorCode } from '../../src/contracts/errors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

export interface AccessTokensContext {
  /** The user's tokens, newest first (never the tokens themselves). */
  tokens: AccessToken[];
  /** Why the list could not be read. */
  listError: ErrorCode | null;
  /** Why the last create or revoke failed. */
  changeError: ErrorCode | null;
  /** The token being revoked. */
  revokingId: string | null;
  /** The token just created: the only time it is ever shown. */
  revealed: CreatedAccessToken | null;
}

export type AccessTokensEvent =
  | { type: 'tokens.create'; name: string }
  | { type: 'tokens.revoke'; id: string }
  /** Copy the revealed token to the clipboard. */
  | { type: 'tokens.copy' }
  /** Hide the revealed token for good. */
  | { type: 'tokens.dismiss' }
  | { type: 'tokens.reload' };

/**
 * Personal access tokens on /account (issue 6): clients written for Suno's web API send one as
 * `Authorization: Bearer`. Lists the tokens, creates one (shown once, with a copy button) and
 * revokes one; one change at a time.
 */
export const accessTokensMachine = setup({
  types: {
    context: {} as AccessTokensContext,
    events: {} as AccessTokensEvent,
  },
  actors: {
    fetchTokens: unprovided<AccessToken[]>('fetchTokens'),
    createToken: unprovided<CreatedAccessToken, { name: string }>('createToken'),
    revokeToken: unprovided<void, { id: string }>('revokeToken'),
    copyToken: unprovided<void, { token: string }>('copyToken'),
  },
  guards: {
    hasName: (_, name: string) => name.trim() !== '',
    isRevokingRevealed: ({ context }) =>
      context.revealed !== null && context.revealed.id === context.revokingId,
    hasRevealed: ({ context }) => context.revealed !== null,
  },
  actions: {
    setTokens: assign((_, tokens: AccessToken[]) => ({ tokens, listError: null })),
    setListError: assign((_, listError: ErrorCode) => ({ listError })),
    setChangeError: assign((_, changeError: ErrorCode) => ({ changeError })),
    clearChangeError: assign({ changeError: null }),
    reveal: assign(({ context }, created: CreatedAccessToken) => {
      const { token: _token, ...listed } = created;
      return {
        revealed: created,
        tokens: [listed, ...context.tokens.filter((token) => token.id !== listed.id)],
      };
    }),
    startRevoke: assign((_, id: string) => ({ revokingId: id, changeError: null })),
    removeToken: assign(({ context }) => ({
      tokens: context.tokens.filter((token) => token.id !== context.revokingId),
      revokingId: null,
    })),
    clearRevoking: assign({ revokingId: null }),
    forget: assign({ revealed: null }),
  },
}).createMachine({
  id: 'accessTokens',
  description: 'Personal access tokens: listed, created (shown once), copied and revoked.',
  context: { tokens: [], listError: null, changeError: null, revokingId: null, revealed: null },
  type: 'parallel',
  states: {
    list: {
      description: 'The tokens as last read.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reads the tokens, newest first.',
          invoke: {
            src: 'fetchTokens',
            onDone: {
              target: 'ready',
              actions: { type: 'setTokens', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setListError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        ready: { description: 'The tokens are shown.', on: { 'tokens.reload': 'loading' } },
        failed: {
          description: 'The tokens could not be read; they can be asked for again.',
          on: { 'tokens.reload': 'loading' },
        },
      },
    },
    change: {
      description: 'A create or revoke on its way; one at a time.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing being created or revoked.',
          on: {
            'tokens.create': [
              {
                // The last token leaves the screen: the next one is shown from the start.
                guard: { type: 'hasName', params: ({ event }) => event.name },
                target: 'creating',
                actions: ['clearChangeError', 'forget'],
              },
              {
                // A nameless token is refused here rather than by the server.
                actions: { type: 'setChangeError', params: 'accessTokenNameRequired' },
              },
            ],
            'tokens.revoke': {
              target: 'revoking',
              actions: { type: 'startRevoke', params: ({ event }) => event.id },
            },
          },
        },
        creating: {
          description: 'Creates a token with the given name.',
          invoke: {
            src: 'createToken',
            input: ({ event }) => ({
              name: event.type === 'tokens.create' ? event.name.trim() : '',
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'reveal', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'setChangeError', params: ({ event }) => toErrorCode(event.error) },
            },
          },
        },
        revoking: {
          description: 'Revokes a token; calls made with it fail from now on.',
          invoke: {
            src: 'revokeToken',
            input: ({ context }) => ({ id: context.revokingId! }),
            onDone: [
              {
                // A revoked token is worthless: stop showing it.
                guard: 'isRevokingRevealed',
                target: 'idle',
                actions: ['forget', 'removeToken'],
              },
              { target: 'idle', actions: 'removeToken' },
            ],
            onError: {
              target: 'idle',
              actions: [
                'clearRevoking',
                { type: 'setChangeError', params: ({ event }) => toErrorCode(event.error) },
              ],
            },
          },
        },
      },
    },
    reveal: {
      description: 'The token just created, shown until dismissed.',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No token to show.',
          always: { guard: 'hasRevealed', target: 'shown' },
        },
        shown: {
          description: 'The new token is on screen, to be copied now or never.',
          initial: 'waiting',
          always: { guard: not('hasRevealed'), target: 'hidden' },
          on: { 'tokens.dismiss': { target: 'hidden', actions: 'forget' } },
          states: {
            waiting: { description: 'Not copied yet.', on: { 'tokens.copy': 'copying' } },
            copying: {
              description: 'Writes the token to the clipboard.',
              invoke: {
                src: 'copyToken',
                input: ({ context }) => ({ token: context.revealed?.token ?? '' }),
                onDone: 'copied',
                onError: 'copyFailed',
              },
            },
            copied: { description: 'On the clipboard.', on: { 'tokens.copy': 'copying' } },
            copyFailed: {
              description: 'The clipboard refused; the token can still be selected by hand.',
              on: { 'tokens.copy': 'copying' },
            },
          },
        },
      },
    },
  },
});
