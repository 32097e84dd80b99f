import { describe, expect, it } from 'vitest';
import { retryWhen } from './retry-when';

describe('retryWhen', () => {
  it('says when in seconds, minutes or hours, rounded up', () => {
    expect(retryWhen(1, 'en')).toBe('in 1 second');
    expect(retryWhen(42, 'en')).toBe('in 42 seconds');
    expect(retryWhen(61, 'en')).toBe('in 2 minutes');
    expect(retryWhen(900, 'en')).toBe('in 15 minutes');
    expect(retryWhen(3600, 'en')).toBe('in 1 hour');
    expect(retryWhen(0, 'en')).toBe('in 1 second');
  });

  it('speaks the user’s language', () => {
    expect(retryWhen(900, 'es')).toBe('dentro de 15 minutos');
  });
});
