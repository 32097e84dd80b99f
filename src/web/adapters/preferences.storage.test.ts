import { describe, expect, it } from 'vitest';
import { detectLanguage, parsePreferences } from './preferences.storage';

describe('preferences storage', () => {
  it('defaults to dark and the browser language when nothing is stored', () => {
    expect(parsePreferences(null, ['es-MX', 'en'])).toEqual({ theme: 'dark', language: 'es' });
  });

  it('keeps a stored choice', () => {
    const raw = JSON.stringify({ theme: 'light', language: 'en' });
    expect(parsePreferences(raw, ['es'])).toEqual({ theme: 'light', language: 'en' });
  });

  it('ignores malformed or unknown values', () => {
    expect(parsePreferences('{not json', ['fr'])).toEqual({ theme: 'dark', language: 'en' });
    const raw = JSON.stringify({ theme: 'neon', language: 'xx' });
    expect(parsePreferences(raw, ['de'])).toEqual({ theme: 'dark', language: 'en' });
  });

  it('detects the first supported language', () => {
    expect(detectLanguage(['fr-FR', 'es', 'en'])).toBe('es');
    expect(detectLanguage([])).toBe('en');
  });
});
