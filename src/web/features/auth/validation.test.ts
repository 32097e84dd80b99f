import { describe, expect, it } from 'vitest';
import { signUpInputSchema } from '../../../contracts/auth';
import { fieldOfServerError, validate } from './validation';

describe('sign-up validation', () => {
  it('accepts a valid account', () => {
    const values = { email: 'a@b.co', password: 'correct horse', handle: 'beat_maker9' };
    expect(validate(signUpInputSchema, values)).toEqual({});
  });

  it('gives one code per bad field', () => {
    const values = { email: 'nope', password: 'short', handle: 'no spaces!' };
    expect(validate(signUpInputSchema, values)).toEqual({
      email: 'invalidEmail',
      password: 'passwordTooShort',
      handle: 'handleInvalid',
    });
  });

  it('bounds the handle to 3-30 characters', () => {
    const base = { email: 'a@b.co', password: 'long enough' };
    expect(validate(signUpInputSchema, { ...base, handle: 'ab' }).handle).toBe('handleInvalid');
    expect(validate(signUpInputSchema, { ...base, handle: 'a'.repeat(31) }).handle).toBe(
      'handleInvalid',
    );
    expect(validate(signUpInputSchema, { ...base, handle: 'a'.repeat(30) })).toEqual({});
  });

  it('puts server errors on their field', () => {
    expect(fieldOfServerError('handleTaken')).toBe('handle');
    expect(fieldOfServerError('invalidEmailOrPassword')).toBeUndefined();
  });
});
