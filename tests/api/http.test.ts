import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from './helpers/databases';
import { startTestServer, TEST_ASSET, TEST_INDEX_HTML, type TestServer } from './helpers/server';

describe.each(databaseTargets)('HTTP basics (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers the health check once the database is up', async () => {
    const response = await app.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it.each(['/', '/api/health'])('sets the security headers on %s', async (path) => {
    const response = await app.request('GET', path, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets any site frame embed pages', async () => {
    const response = await app.request('GET', '/embed/x', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('serves index.html for client-side routes, uncached', async () => {
    const response = await app.request('GET', '/create', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(TEST_INDEX_HTML);
  });

  it('serves hashed assets with a long cache and locales as JSON', async () => {
    const asset = await app.request('GET', TEST_ASSET);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    const locale = await app.request('GET', '/locales/en/common.json');
    expect(locale.status).toBe(200);
    expect(await locale.json()).toEqual({ appName: 'OpenChirp' });
  });

  it('does not fall back to index.html for missing files or escape the web root', async () => {
    expect((await app.request('GET', '/assets/missing.js')).status).toBe(404);
    // Encoded slashes survive URL normalisation, so this reaches the server as `..` segments.
    const escape = await app.request('GET', '/..%2f..%2f..%2fetc%2fhosts');
    expect(await escape.text()).toBe(TEST_INDEX_HTML);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api/auth/nope']) {
      const response = await app.request('GET', path, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found', code: 'notFound' });
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      const response = await app.request('POST', path, { body: '{"email": ' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation' });
    }
  });
});
