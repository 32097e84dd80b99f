import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionSchema } from './auth';
import { readSessionUser } from './session';

/** What the zod schema makes of a body: the user, or that it refused it. */
function bySchema(body: unknown) {
  const parsed = sessionSchema.safeParse(body);
  return parsed.success ? { user: parsed.data.user } : { refused: true };
}

function byGuard(body: unknown) {
  try {
    return { user: readSessionUser(body) };
  } catch {
    return { refused: true };
  }
}

const valid = {
  session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z', token: 'kept by passthrough' },
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    handle: 'ada',
    tier: 'basic',
    isStaff: false,
    credits: 50,
    image: null,
    emailVerified: false,
  },
};

/** A field's value: often a fitting one, otherwise anything JSON can hold. */
const someValue = fc.oneof(
  fc.constantFrom('pro', 'premier', 'gold', '', 0, 1.5, 2 ** 53, -3, true, null, [], {}),
  fc.jsonValue(),
);

/** The valid answer with some fields changed, removed or added, at either level. */
const bodies = fc.oneof(
  fc.jsonValue(),
  fc
    .record({
      session: fc.dictionary(fc.constantFrom('id', 'expiresAt', 'extra'), someValue),
      user: fc.dictionary(
        fc.constantFrom(
          'id',
          'email',
          'name',
          'handle',
          'tier',
          'isStaff',
          'credits',
          'image',
          'x',
        ),
        someValue,
      ),
      drop: fc.subarray(['session.id', 'user.tier', 'user.image', 'user.credits', 'user']),
    })
    .map(({ session, user, drop }) => {
      const body: Record<string, Record<string, unknown>> = {
        session: { ...valid.session, ...session },
        user: { ...valid.user, ...user },
      };
      for (const path of drop) {
        const [level, key] = path.split('.') as [string, string | undefined];
        if (key) delete body[level]![key];
        else delete body[level];
      }
      return body;
    }),
);

describe('readSessionUser', () => {
  it("reads the user of a valid answer with the schema's fields only", () => {
    const { emailVerified: _, ...user } = valid.user;
    expect(readSessionUser(valid)).toEqual(user);
    expect(readSessionUser(valid)).toEqual(sessionSchema.parse(valid).user);
  });

  it('refuses a signed-out or malformed answer with a coded error', () => {
    for (const body of [null, [], 'user', { session: valid.session }]) {
      expect(() => readSessionUser(body)).toThrow(expect.objectContaining({ code: 'unknown' }));
    }
  });

  it('accepts and reads exactly what sessionSchema does', () => {
    fc.assert(
      fc.property(bodies, (body) => {
        expect(byGuard(body)).toEqual(bySchema(body));
      }),
      { numRuns: 2000 },
    );
  });
});
