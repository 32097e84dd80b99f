import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '../../contracts/constants';
import { bodyLimits } from './body-limit';

const FILE_LIMIT = 4 * JSON_BODY_MAX_BYTES;

/** An app whose routes report how many bytes they read; one declares a larger limit. */
function app() {
  const server = new Hono();
  server.use(
    bodyLimits({
      'POST /upload/:id': { access: 'user', maxBodyBytes: FILE_LIMIT },
      'POST /json': { access: 'user' },
    }),
  );
  const size = async (request: Request) => ({ read: (await request.arrayBuffer()).byteLength });
  server.post('/upload/:id', async (c) => c.json(await size(c.req.raw)));
  server.post('/json', async (c) => c.json(await size(c.req.raw)));
  return server;
}

const post = (path: string, bytes: number, headers: Record<string, string> = {}) =>
  app().request(path, { method: 'POST', body: new Uint8Array(bytes), headers });

describe('bodyLimits', () => {
  it('takes a body up to the default limit on a route without its own', async () => {
    const response = await post('/json', JSON_BODY_MAX_BYTES);
    expect(await response.json()).toEqual({ read: JSON_BODY_MAX_BYTES });
  });

  it('refuses one byte more with 413 payloadTooLarge, with or without a Content-Length', async () => {
    const sizes: Record<string, string>[] = [
      { 'content-length': String(JSON_BODY_MAX_BYTES + 1) },
      {},
    ];
    for (const headers of sizes) {
      const response = await post('/json', JSON_BODY_MAX_BYTES + 1, headers);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        detail: 'The request body is larger than the 128 KB this endpoint accepts.',
        code: 'payloadTooLarge',
      });
    }
  });

  it("lets a route that declares a larger limit take it, matched by the route's path", async () => {
    expect(await (await post('/upload/abc', FILE_LIMIT)).json()).toEqual({ read: FILE_LIMIT });
    expect((await post('/upload/abc', FILE_LIMIT + 1)).status).toBe(413);
  });

  it('limits paths no route answers too', async () => {
    expect((await post('/nowhere', JSON_BODY_MAX_BYTES + 1)).status).toBe(413);
  });
});
