import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../src/build/precompress';
import { seedClips } from '../helpers/seed-clips';
import { createTestDatabase, type TestDatabase } from './helpers/databases';
import { NO_WORKERS, signUp, type TestUser } from './helpers/generation';
import { startTestServer, type TestServer } from './helpers/server';

const SCRIPT = `console.log(${JSON.stringify('a line of the app '.repeat(200))});`;
const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/**
 * Issue 11: scripts, styles, the page and JSON go brotli or gzip to a client that accepts it
 * (the web app's files compressed once at build, JSON per response above ~1 KB); media never.
 */
describe('compression', () => {
  let database: TestDatabase;
  let app: TestServer;
  let webRoot: string;
  let user: TestUser;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'openchirp-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(
      join(webRoot, 'index.html'),
      `<!doctype html><div id="root"></div>${'<!-- -->'.repeat(200)}`,
    );
    await writeFile(join(webRoot, 'assets', 'app-1.js'), SCRIPT);
    await writeFile(join(webRoot, 'assets', 'tiny-1.js'), 'console.log(1);');
    await precompressFiles(webRoot);
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, { ...NO_WORKERS, WEB_ROOT: webRoot });
    user = await signUp(app);
    await seedClips(app.server.db, user.id, 4);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    await rm(webRoot, { recursive: true, force: true });
  });

  /** The bytes as sent: fetch would ask for compression itself and undo it. */
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
      const url = new URL(path, app.baseUrl);
      const cookie = user.jar.header();
      request(url, { headers: { ...headers, cookie } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const sent = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') sent.set(name, value);
          }
          resolve({ status: response.statusCode!, headers: sent, bytes: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    });
  type Sent = Awaited<ReturnType<typeof get>>;
  const bodyOf = (response: Sent) => {
    const encoding = response.headers.get('content-encoding') as keyof typeof decode | null;
    expect(Number(response.headers.get('content-length'))).toBe(response.bytes.length);
    return (encoding ? decode[encoding](response.bytes) : response.bytes).toString();
  };

  it.each(['br', 'gzip'] as const)(
    'sends the build’s %s copy of a script and of the page',
    async (encoding) => {
      for (const [path, original] of [
        ['/assets/app-1.js', SCRIPT],
        ['/create', undefined],
      ] as const) {
        const response = await get(path, { 'accept-encoding': `${encoding}, deflate` });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('vary')).toBe('Accept-Encoding');
        const text = bodyOf(response);
        if (original) expect(text).toBe(original);
        else expect(text).toContain('<div id="root">');
      }
    },
  );

  it('sends files as they are to a client that accepts no compression, and small ones always', async () => {
    const plain = await get('/assets/app-1.js', {});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(bodyOf(plain)).toBe(SCRIPT);
    const tiny = await get('/assets/tiny-1.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(bodyOf(tiny)).toBe('console.log(1);');
  });

  it.each(['br', 'gzip'] as const)('compresses JSON over 1 KB with %s', async (encoding) => {
    const identity = bodyOf(await get('/api/feed/v2', {}));
    expect(identity.length).toBeGreaterThan(1024);
    const response = await get('/api/feed/v2', { 'accept-encoding': encoding });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(identity.length / 3);
    expect(bodyOf(response)).toBe(identity);
  });

  it('leaves JSON under 1 KB as it is', async () => {
    const response = await get('/api/feed/v2?page=9', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(bodyOf(response))).toMatchObject({ clips: [], current_page: 9 });
  });

  it('never compresses media, whole or in ranges', async () => {
    const [clip] = JSON.parse(bodyOf(await get('/api/feed/v2', {}))).clips as { id: string }[];
    await app.server.db
      .updateTable('clip')
      .set({ isPublic: true })
      .where('id', '=', clip!.id)
      .execute();
    const dir = join(database.env.DATA_DIR!, 'media', 'clips', clip!.id);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'song.mp3'), Buffer.alloc(64 * 1024, 7));
    const path = `/media/clips/${clip!.id}/song.mp3`;
    const whole = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.bytes.length).toBe(64 * 1024);
    const range = await get(path, { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(range.bytes.length).toBe(100);
  });
});
