import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AccessToken, CreatedAccessToken } from '../../src/contracts/access-tokens';
import { codedError, deferred, flush } from '../../tests/paths/helpers/fixtures';
import { createAccessTokensActors, type AccessTokensPort } from '../actors/accessTokens.actors';
import { accessTokensMachine } from './accessTokens.machine';
import {
  selectChangeError,
  selectCopyState,
  selectRevealed,
  selectRevokingId,
  selectTokens,
  selectTokensStatus,
} from './accessTokens.selectors';

const old: AccessToken = {
  id: 'token-1',
  name: 'old bot',
  last_four: 'abcd',
  created_at: '2025-01-01T00:00:00.000Z',
  last_used_at: '2025-01-03T00:00:00.000Z',
};
const fresh: CreatedAccessToken = {
  id: 'token-2',
  name: 'new bot',
  last_four: 'wxyz',
  created_at: '2025-01-04T00:00:00.000Z',
  last_used_at: null,
  token: 'ocp_secretwxyz',
};

function start(port: Partial<AccessTokensPort> = {}) {
  const full: AccessTokensPort = {
    list: vi.fn(async () => [old]),
    create: vi.fn(async () => fresh),
    revoke: vi.fn(async () => {}),
    copy: vi.fn(async () => {}),
    ...port,
  };
  const machine = accessTokensMachine.provide({ actors: createAccessTokensActors(full) });
  return { actor: createActor(machine).start(), port: full };
}

describe('accessTokens machine', () => {
  it('lists the tokens on start', async () => {
    const { actor } = start();
    expect(selectTokensStatus(actor.getSnapshot())).toBe('loading');
    await flush();
    expect(selectTokensStatus(actor.getSnapshot())).toBe('ready');
    expect(selectTokens(actor.getSnapshot())).toEqual([old]);
  });

  it('creates a token under its trimmed name, reveals it once and copies it', async () => {
    const { actor, port } = start();
    await flush();
    actor.send({ type: 'tokens.create', name: '  new bot ' });
    await flush();
    expect(port.create).toHaveBeenCalledWith('new bot', expect.any(AbortSignal));
    expect(selectRevealed(actor.getSnapshot())).toBe('ocp_secretwxyz');
    expect(selectTokens(actor.getSnapshot()).map((token) => token.id)).toEqual([
      'token-2',
      'token-1',
    ]);
    actor.send({ type: 'tokens.copy' });
    await flush();
    expect(port.copy).toHaveBeenCalledWith('ocp_secretwxyz');
    expect(selectCopyState(actor.getSnapshot())).toBe('copied');
    actor.send({ type: 'tokens.dismiss' });
    expect(selectRevealed(actor.getSnapshot())).toBeNull();
    // Creating changes the list in place: it is not read again.
    expect(port.list).toHaveBeenCalledTimes(1);
  });

  it('says when the clipboard refuses, keeping the token on screen', async () => {
    const { actor } = start({ copy: vi.fn(async () => Promise.reject(new Error('denied'))) });
    await flush();
    actor.send({ type: 'tokens.create', name: 'bot' });
    await flush();
    actor.send({ type: 'tokens.copy' });
    await flush();
    expect(selectCopyState(actor.getSnapshot())).toBe('copyFailed');
    expect(selectRevealed(actor.getSnapshot())).toBe('ocp_secretwxyz');
  });

  it('refuses a blank name locally and keeps the server’s refusal code', async () => {
    const { actor, port } = start({
      create: vi.fn(async () => Promise.reject(codedError('tooManyAccessTokens'))),
    });
    await flush();
    actor.send({ type: 'tokens.create', name: '   ' });
    expect(port.create).not.toHaveBeenCalled();
    expect(selectChangeError(actor.getSnapshot())).toBe('accessTokenNameRequired');
    actor.send({ type: 'tokens.create', name: 'one more' });
    await flush();
    expect(selectChangeError(actor.getSnapshot())).toBe('tooManyAccessTokens');
    expect(selectRevealed(actor.getSnapshot())).toBeNull();
  });

  it('revokes one token at a time, and keeps it when the server refuses', async () => {
    const pending = deferred<void>();
    const { actor, port } = start({ revoke: vi.fn(() => pending.promise) });
    await flush();
    actor.send({ type: 'tokens.revoke', id: 'token-1' });
    expect(selectRevokingId(actor.getSnapshot())).toBe('token-1');
    actor.send({ type: 'tokens.revoke', id: 'token-1' });
    expect(port.revoke).toHaveBeenCalledTimes(1);
    pending.reject(codedError('notFound'));
    await flush();
    expect(selectRevokingId(actor.getSnapshot())).toBeNull();
    expect(selectChangeError(actor.getSnapshot())).toBe('notFound');
    expect(selectTokens(actor.getSnapshot())).toEqual([old]);
  });
});
