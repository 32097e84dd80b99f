import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../src/contracts/clip';
import { crc32 } from '../../../src/engine/audio/zip';
import { decodeWav } from '../../../src/engine/encode/wav';
import { CLIP_FILES } from '../../../src/server/storage/media-store';
import { get, served, songs, untilMade } from '../helpers/audio-files';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { customBody, footprint, SHORT_SONGS, signUp, type TestUser } from '../helpers/generation';
import { withoutSignatures } from '../helpers/media';
import { startTestServer, type TestServer } from '../helpers/server';
import { post } from '../helpers/tasks';

interface ZipFile {
  name: string;
  data: Uint8Array;
}

/**
 * Reads a zip as an unzipper does: the end record, then every central directory entry, each
 * pointing at its local header, whose STOREd data must match the entry's size and CRC.
 */
function readZip(zip: Uint8Array): ZipFile[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  expect(at + size).toBe(end);
  const decoder = new TextDecoder();
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const compressed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = zip.subarray(start, start + compressed);
    expect(crc32(data)).toBe(crc);
    files.push({ name, data });
    at += 46 + nameLength + extra + comment;
  }
  expect(at).toBe(end);
  return files;
}

describe('sample pack (POST /api/generate/{clip_id}/generate_sample_pack)', () => {
  let database: TestDatabase;
  let app: TestServer;
  let user: TestUser;
  let source: Clip;
  let second: Clip;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestServer(database, SHORT_SONGS);
    user = await signUp(app);
    [source, second] = (await songs(app, user, customBody)) as [Clip, Clip];
  }, 900_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("makes loops and one-shots from a generated clip's exact stems, in a zip kept with the clip", async () => {
    const path = `/api/generate/${source.id}/generate_sample_pack`;
    const started = await post(app, user, path);
    expect(started).toEqual({ status: 202, body: { status: 'pending', sample_pack_url: null } });
    const ready = await untilMade(
      () => get(app, user, `/api/generate/${source.id}/sample_pack/`),
      300_000,
    );
    expect(ready.body.status).toBe('complete');
    const url = ready.body.sample_pack_url as string;
    // Signed: the source is private, and the URL must read without a cookie.
    expect(url).toMatch(
      new RegExp(`/media/clips/${source.id}/${CLIP_FILES.samplePack}\\?expires=\\d+&sig=`),
    );
    // Made once: asking again answers the kept file.
    expect(withoutSignatures(await post(app, user, `${path}/`))).toEqual(
      withoutSignatures({ status: 200, body: { status: 'complete', sample_pack_url: url } }),
    );

    const zip = await served(url, 'application/zip');
    const files = readZip(zip);
    const manifestFile = files.find((file) => file.name === 'manifest.json')!;
    const manifest = JSON.parse(new TextDecoder().decode(manifestFile.data)) as {
      tempo_bpm: number;
      key: string;
      stems_method: string;
      files: string[];
    };
    expect(manifest.stems_method).toBe('exact');
    expect(manifest.files).toEqual(
      files.map((file) => file.name).filter((n) => n !== 'manifest.json'),
    );
    expect(manifest.tempo_bpm).toBeGreaterThan(40);
    const loops = files.filter((file) => file.name.startsWith('loops/'));
    const hits = files.filter((file) => file.name.startsWith('one_shots/'));
    expect(loops.map((file) => file.name)).toContain('loops/mix_1bar.wav');
    expect(hits.length).toBeGreaterThan(0);
    // A one-bar loop of the mix lasts four beats at the pack's tempo.
    const loop = decodeWav(loops.find((file) => file.name === 'loops/mix_1bar.wav')!.data);
    const barS = (4 * 60) / manifest.tempo_bpm;
    expect(loop.channels[0]!.length / 44_100).toBeCloseTo(barS, 0);
    console.info(
      `sample pack: ${zip.length} bytes, ${files.length} entries (${loops.length} loops, ${hits.length} one-shots), ` +
        `${manifest.tempo_bpm} bpm ${manifest.key}, stems ${manifest.stems_method}`,
    );
  }, 600_000);

  it('refuses foreign, unknown and unfinished clips, making nothing', async () => {
    const other = await signUp(app, 'other');
    const before = await footprint(app.server.db, other.id);
    for (const id of [second.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const refused = await post(app, other, `/api/generate/${id}/generate_sample_pack`);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'notFound' });
      expect((await get(app, other, `/api/generate/${id}/sample_pack`)).status).toBe(404);
    }
    expect(existsSync(app.server.generation.media.path(second.id, CLIP_FILES.samplePack))).toBe(
      false,
    );
    expect(await footprint(app.server.db, other.id)).toEqual(before);
    // A clip still being made has no audio to cut yet.
    const fade = await post(app, user, `/api/edit/fade/${second.id}/`, {});
    const withFade = await footprint(app.server.db, user.id);
    const early = await post(
      app,
      user,
      `/api/generate/${fade.body.id as string}/generate_sample_pack`,
    );
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'clipNotReady' });
    expect(await footprint(app.server.db, user.id)).toEqual(withFade);
  }, 120_000);
});
