import { describe, expect, it } from 'vitest';
import { inPath, refusal, type AccessRule, type Caller } from './access';

const CALLERS: Caller[] = ['anonymous', 'owner', 'other', 'staff'];
const answers = (rule: AccessRule, isPublic = false) =>
  Object.fromEntries(CALLERS.map((caller) => [caller, refusal(rule, caller, isPublic)]));

describe('refusal', () => {
  it('lets anyone call an open route, and refuses only signed-out callers of a user route', () => {
    expect(answers({ access: 'anyone' })).toEqual({
      anonymous: null,
      owner: null,
      other: null,
      staff: null,
    });
    expect(answers({ access: 'user' })).toEqual({
      anonymous: 401,
      owner: null,
      other: null,
      staff: null,
    });
  });

  it('answers 403 to users who are not staff on a staff route', () => {
    expect(answers({ access: 'staff' })).toEqual({
      anonymous: 401,
      owner: 403,
      other: 403,
      staff: null,
    });
  });

  it("hides an owner's object from everyone else, staff too, public or not", () => {
    const rule: AccessRule = { access: 'owner', object: inPath('persona') };
    const hidden = { anonymous: 401, owner: null, other: 404, staff: 404 };
    expect(answers(rule)).toEqual(hidden);
    expect(answers(rule, true)).toEqual(hidden);
    expect(answers({ ...rule, publicRefusal: 403 }, true)).toEqual({
      ...hidden,
      other: 403,
      staff: 403,
    });
  });

  it('opens a public object to signed-in users or to anyone, as declared', () => {
    const toUsers: AccessRule = { access: 'owner', object: inPath('clip'), publicTo: 'users' };
    expect(answers(toUsers)).toEqual({ anonymous: 401, owner: null, other: 404, staff: 404 });
    expect(answers(toUsers, true)).toEqual({
      anonymous: 401,
      owner: null,
      other: null,
      staff: null,
    });
    const toAnyone: AccessRule = { ...toUsers, publicTo: 'anyone' };
    expect(answers(toAnyone)).toEqual({ anonymous: 404, owner: null, other: 404, staff: 404 });
    expect(answers(toAnyone, true)).toEqual({
      anonymous: null,
      owner: null,
      other: null,
      staff: null,
    });
  });
});
