import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './accept-encoding';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['GZIP;q=0.5, Br;q=1.0', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, br;q=0', ['gzip']],
    ['gzip;q=nonsense', []],
  ])('%j allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
