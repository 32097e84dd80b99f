import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '../../../src/contracts/constants';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from '../helpers/generation';
import { startTestServer, type TestServer } from '../helpers/server';
import { inProcess, read, type Call } from './in-process';

const MB = 1024 * 1024;

interface Sent {
  status: number;
  body: unknown;
  ms: number;
}

/**
 * POSTs `size` bytes over a real socket, with a Content-Length or streamed in chunks without
 * one, and reads the answer as soon as it comes (the server need not read what it refuses).
 */
function post(app: TestServer, path: string, size: number, cookie = '', chunked = false) {
  return new Promise<Sent>((resolve, reject) => {
    const started = performance.now();
    const url = new URL(path, app.baseUrl);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      origin: app.baseUrl,
      cookie,
    };
    if (!chunked) headers['content-length'] = String(size);
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(text),
          ms: performance.now() - started,
        }),
      );
    });
    // The server may close the socket while we still send: that is the point, not a failure.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const chunk = Buffer.alloc(MB, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(MB, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe.each(databaseTargets)('body limits (%s)', (target) => {
  let database: TestDatabase;
  let app: TestServer;
  let call: Call;
  let user: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    app = await startTestServer(database, NO_WORKERS);
    call = inProcess(app);
    user = await signUp(app);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const tooLarge = { detail: expect.stringContaining('128 KB'), code: 'payloadTooLarge' };

  it('refuses a 50 MB body by its Content-Length at once, signed in or not', async () => {
    for (const cookie of [user.jar.header(), '']) {
      const sent = await post(app, '/api/prompts', 50 * MB, cookie);
      expect(sent).toMatchObject({ status: 413, body: tooLarge });
      // Before: 5-15 s parsing 50 MB. Refused unread, it takes milliseconds (2 s for a busy machine).
      expect(sent.ms).toBeLessThan(2_000);
    }
    expect((await call('GET', '/api/health')).status).toBe(200);
  });

  it('refuses a body streamed without a Content-Length once it passes the limit', async () => {
    const sent = await post(app, '/api/auth/sign-in/email', 10 * MB, '', true);
    expect(sent).toMatchObject({ status: 413, body: tooLarge });
  });

  it.each(['/api/auth/update-user', '/api/persona/create', '/api/nope', '/media/clips/x/song.mp3'])(
    'limits %s like every other path',
    async (path) => {
      const body = JSON.stringify({ name: 'x'.repeat(JSON_BODY_MAX_BYTES) });
      const answer = await read(await call('POST', path, { body, jar: user.jar }));
      expect(answer).toEqual({ status: 413, body: tooLarge });
    },
  );

  it('takes the largest valid body: 20,000 characters of lyrics in a 3-byte script', async () => {
    const lyrics = '歌'.repeat(20_000);
    const body = { lyrics, tags: '調'.repeat(1000), negative_tags: '調'.repeat(1000), title: 'T' };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(64 * 1024);
    const answer = await read(await call('POST', '/api/prompts', { body, jar: user.jar }));
    expect(answer.status).toBe(200);
    expect((answer.body as { lyrics: string }).lyrics).toBe(lyrics);
  });
});
