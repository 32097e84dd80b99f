import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/create?wid=abc')).toBe('/create?wid=abc');
  });

  it('refuses other sites, non-strings and the auth pages', () => {
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
    expect(safeRedirect('/sign-in')).toBeUndefined();
  });
});
