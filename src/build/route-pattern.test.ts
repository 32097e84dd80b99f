import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern';

const matches = (file: string, path: string) => new RegExp(routePattern(file)).test(path);

describe('routePattern', () => {
  it('drops pathless layouts and matches a trailing slash', () => {
    expect(matches('_auth/sign-in.tsx', '/sign-in')).toBe(true);
    expect(matches('_auth/sign-in.tsx', '/sign-in/')).toBe(true);
    expect(matches('_auth/sign-in.tsx', '/sign-up')).toBe(false);
  });

  it('takes $params as one segment and dots as nesting', () => {
    expect(matches('_app/song.$id.tsx', '/song/abc-123')).toBe(true);
    expect(matches('_app/song.$id.tsx', '/song/abc/extra')).toBe(false);
    expect(matches('_app/radio.song.$id.tsx', '/radio/song/x')).toBe(true);
  });

  it('reads a parameter with a prefix, index routes and splats', () => {
    expect(matches('_app/@{$handle}.index.tsx', '/@ada')).toBe(true);
    expect(matches('_app/@{$handle}.index.tsx', '/ada')).toBe(false);
    expect(matches('_app/@{$handle}.hook.$hookId.tsx', '/@ada/hook/h1')).toBe(true);
    expect(matches('_app/edit.$.tsx', '/edit')).toBe(true);
    expect(matches('_app/edit.$.tsx', '/edit/a/b')).toBe(true);
    expect(matches('_app/edit.$.tsx', '/edit-legacy/a')).toBe(false);
    expect(matches('index.tsx', '/')).toBe(true);
  });
});
