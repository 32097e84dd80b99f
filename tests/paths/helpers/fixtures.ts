import type { SessionUser } from '../../../src/contracts/auth';
import type { ErrorCode } from '../../../src/contracts/errors';

/** A signed-in user as the auth port returns it. */
export const aUser: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  handle: 'ada',
  tier: 'basic',
  isStaff: false,
  credits: 50,
  image: null,
};

/** An error as adapters throw it: a message and the code machines carry. */
export function codedError(code: ErrorCode | string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

/** A promise with its settle functions, for fake ports whose timing the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the actors awaiting them. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
