import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalUploadStorage } from './local-storage';
import { verifyPost } from './verify-post';
import { S3UploadStorage } from './s3-storage';

const KEY = 'audio/0b5e7a52-5d3c-4d8f-9a8e-2f9f1c0d6a11';
let dir: string;
let storage: LocalUploadStorage;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'openchirp-uploads-'));
  storage = new LocalUploadStorage(dir, 'secret');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bytes = (n: number) => new Uint8Array(n).fill(7);
const refusal = (work: () => Promise<unknown>) =>
  work().then(
    () => null,
    (error: { status: number; code: string }) => ({ status: error.status, code: error.code }),
  );

describe('LocalUploadStorage', () => {
  it('stores a file posted with its signed fields, and reads it back', async () => {
    const { url, fields } = storage.presignPost(KEY, 10, 60);
    expect(url).toBe('/api/uploads/storage');
    await storage.receive(fields, bytes(10));
    expect(await storage.read(KEY)).toEqual(bytes(10));
    await storage.remove(KEY);
    expect(await storage.read(KEY)).toBeNull();
  });

  it('refuses as S3 does: size out of range, expired, altered, extra or unsigned fields', async () => {
    const { fields } = storage.presignPost(KEY, 10, 60);
    const later = new Date(Date.now() + 61_000);
    expect(await refusal(() => storage.receive(fields, bytes(11)))).toEqual({
      status: 400,
      code: 'EntityTooLarge',
    });
    expect(await refusal(() => storage.receive(fields, bytes(0)))).toEqual({
      status: 400,
      code: 'EntityTooSmall',
    });
    expect(await refusal(() => storage.receive(fields, bytes(5), later))).toEqual({
      status: 403,
      code: 'AccessDenied',
    });
    const otherKey = { ...fields, key: KEY.replace('0b5e', '1b5e') };
    expect(await refusal(() => storage.receive(otherKey, bytes(5)))).toEqual({
      status: 403,
      code: 'AccessDenied',
    });
    const extra = { ...fields, 'content-type': 'audio/wav' };
    expect(await refusal(() => storage.receive(extra, bytes(5)))).toEqual({
      status: 403,
      code: 'AccessDenied',
    });
    const forged = { ...fields, 'x-amz-signature': '0'.repeat(64) };
    expect(await refusal(() => storage.receive(forged, bytes(5)))).toEqual({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    // Another server's secret signs another policy: its fields do not pass here.
    const other = new LocalUploadStorage(dir, 'other secret');
    const foreign = other.presignPost(KEY, 10, 60).fields;
    expect(await refusal(() => storage.receive(foreign, bytes(5)))).toEqual({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(await storage.read(KEY)).toBeNull();
  });

  it('the S3 adapter signs a policy S3 would check the same way', () => {
    const config = {
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'songs',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    };
    const s3 = new S3UploadStorage(config);
    const { url, fields } = s3.presignPost(KEY, 100, 60);
    expect(url).toBe('https://songs.s3.eu-west-1.amazonaws.com');
    expect(() => verifyPost(config, 'songs', fields, 100)).not.toThrow();
    expect(() => verifyPost(config, 'other-bucket', fields, 100)).toThrow(/Policy Condition/);
    expect(new S3UploadStorage({ ...config, forcePathStyle: true }).bucketUrl).toBe(
      'https://s3.eu-west-1.amazonaws.com/songs',
    );
  });
});
