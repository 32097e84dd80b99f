import { describe, expect, it } from 'vitest';
import {
  accessTokensMachine,
  type AccessTokensEvent,
} from '../../machines/account/accessTokens.machine';
import type { AccessToken, CreatedAccessToken } from '../../src/contracts/access-tokens';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = accessTokensMachine.provide({
  actors: fakePromiseActors(['fetchTokens', 'createToken', 'revokeToken', 'copyToken']),
});

const listed: AccessToken = {
  id: 'token-1',
  name: 'old bot',
  last_four: 'abcd',
  created_at: '2025-01-01T00:00:00.000Z',
  last_used_at: null,
};
const created: CreatedAccessToken = {
  id: 'token-2',
  name: 'new bot',
  last_four: 'wxyz',
  created_at: '2025-01-02T00:00:00.000Z',
  last_used_at: null,
  token: 'ocp_secretwxyz',
};

const samples: SampleOptions<AccessTokensEvent> = {
  events: {
    'tokens.create': [
      { type: 'tokens.create', name: ' new bot ' },
      { type: 'tokens.create', name: '  ' },
    ],
    'tokens.revoke': [
      { type: 'tokens.revoke', id: 'token-2' },
      { type: 'tokens.revoke', id: 'token-1' },
    ],
  },
  outcomes: {
    fetchTokens: { one: { output: [listed] }, offline: { error: codedError('network') } },
    createToken: {
      created: { output: created },
      tooMany: { error: codedError('tooManyAccessTokens') },
    },
    revokeToken: { revoked: { output: undefined }, gone: { error: codedError('notFound') } },
    copyToken: { copied: { output: undefined }, refused: { error: new Error('denied') } },
  },
};

describe('accessTokens paths', () => {
  describePaths(machine, samples);

  it('shows a new token once, listed first without its secret', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchTokens (one)',
        'tokens.create #1',
        'done: createToken (created)',
      ]),
    );
    expect(snapshot.context.revealed?.token).toBe('ocp_secretwxyz');
    expect(snapshot.context.tokens.map((t: AccessToken) => t.id)).toEqual(['token-2', 'token-1']);
    expect(snapshot.context.tokens[0]).not.toHaveProperty('token');
    expect(snapshot.value).toMatchObject({ reveal: { shown: 'waiting' } });
  });

  it('stops showing a token once it is revoked', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchTokens (one)',
        'tokens.create #1',
        'done: createToken (created)',
        'tokens.revoke #1',
        'done: revokeToken (revoked)',
      ]),
    );
    expect(snapshot.context.revealed).toBeNull();
    expect(snapshot.value).toMatchObject({ reveal: 'hidden', change: 'idle' });
    expect(snapshot.context.tokens.map((t: AccessToken) => t.id)).toEqual(['token-1']);
  });

  it('refuses a blank name without asking the server', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, ['done: fetchTokens (one)', 'tokens.create #2']),
    );
    expect(snapshot.value).toMatchObject({ change: 'idle' });
    expect(snapshot.context.changeError).toBe('accessTokenNameRequired');
  });
});
