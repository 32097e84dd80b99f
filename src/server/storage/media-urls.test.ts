import { describe, expect, it } from 'vitest';
import { MEDIA_URL_STEP_S, MEDIA_URL_TTL_S } from '../../contracts/constants';
import { clipMediaPath, MediaUrls, personaImagePath } from './media-urls';

const BASE = 'https://chirp.example';
const SECRET = 'a secret of the kind config.ts generates, long enough';
const HOUR_MS = 60 * 60 * 1000;
/** 2026-01-01T00:30:00Z: half past an hour, so rounding up to the hour shows. */
const T0 = Date.UTC(2026, 0, 1, 0, 30);

const privateClip = {
  id: '2b0f9e0c-5a55-4f5e-9d0e-0a6a7c3e8a11',
  isPublic: false,
  isTrashed: false,
};

function signedParts(url: string) {
  const parsed = new URL(url);
  return {
    path: parsed.pathname.replace(/^\/media\//, ''),
    expires: parsed.searchParams.get('expires') ?? undefined,
    sig: parsed.searchParams.get('sig') ?? undefined,
  };
}

describe('MediaUrls', () => {
  it('gives public clips and personas plain URLs, and anything else a signed one', () => {
    const urls = new MediaUrls(BASE, SECRET, () => T0);
    const open = { ...privateClip, isPublic: true };
    expect(urls.clip(open, 'song.mp3')).toBe(`${BASE}/media/clips/${open.id}/song.mp3`);
    expect(urls.persona(open)).toBe(`${BASE}/media/personas/${open.id}/cover.png`);
    for (const owner of [privateClip, { ...open, isTrashed: true }]) {
      expect(urls.clip(owner, 'song.mp3')).toMatch(/\/song\.mp3\?expires=\d+&sig=[\w-]{43}$/);
      expect(urls.persona(owner)).toMatch(/\/cover\.png\?expires=\d+&sig=[\w-]{43}$/);
    }
  });

  it('keeps a URL at least the lifetime, the same for an hour, and refuses it once expired', () => {
    let now = T0;
    const urls = new MediaUrls(BASE, SECRET, () => now);
    const url = urls.clip(privateClip, 'song.mp3');
    const { path, expires, sig } = signedParts(url);
    expect(Number(expires) * 1000).toBe(T0 + MEDIA_URL_TTL_S * 1000 + HOUR_MS / 2);
    now = T0 + (MEDIA_URL_STEP_S * 1000) / 2 - 1;
    expect(urls.clip(privateClip, 'song.mp3')).toBe(url);
    now = T0 + MEDIA_URL_TTL_S * 1000;
    expect(urls.verify(path, expires, sig)).toBe(Number(expires));
    now = Number(expires) * 1000;
    expect(urls.verify(path, expires, sig)).toBeNull();
  });

  it('refuses a signature moved to another file or clip, a changed expiry or another key', () => {
    const urls = new MediaUrls(BASE, SECRET, () => T0);
    const { path, expires, sig } = signedParts(urls.clip(privateClip, 'song.mp3'));
    expect(urls.verify(path, expires, sig)).not.toBeNull();
    expect(urls.verify(clipMediaPath(privateClip.id, 'score.json'), expires, sig)).toBeNull();
    expect(urls.verify(personaImagePath(privateClip.id), expires, sig)).toBeNull();
    expect(urls.verify(path, String(Number(expires) + 3600), sig)).toBeNull();
    expect(urls.verify(path, expires, `${sig!.slice(0, -1)}A`)).toBeNull();
    expect(urls.verify(path, expires, undefined)).toBeNull();
    expect(urls.verify(path, '1e12', sig)).toBeNull();
    const otherServer = new MediaUrls(BASE, `${SECRET}!`, () => T0);
    expect(otherServer.verify(path, expires, sig)).toBeNull();
  });
});
