import { describe, expect, it } from 'vitest';
import { presignUrl, signingKey } from './sigv4';

// AWS's published examples (Signature Version 4 documentation).
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

describe('SigV4', () => {
  it('derives the signing key of the AWS example', () => {
    const key = signingKey(
      'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      '20120215',
      'us-east-1',
      'iam',
    );
    expect(key.toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it("presigns the S3 documentation's GET example to its published signature", () => {
    const credentials = {
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: SECRET,
      region: 'us-east-1',
    };
    const url = presignUrl(
      'GET',
      credentials,
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      86_400,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(url).toContain(
      'X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});
