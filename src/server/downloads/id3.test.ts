import { describe, expect, it } from 'vitest';
import { readId3 } from '../../../tests/helpers/read-id3';
import { id3Length, id3v23 } from './id3';

describe('id3v23', () => {
  it('writes the title, the artist and the cover as an ID3v2.3 tag', () => {
    const cover = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const tag = id3v23({
      title: 'Ñandú — 夜',
      artist: 'ada',
      cover: { mime: 'image/png', bytes: cover },
    });
    const read = readId3(tag)!;
    expect(read.version).toBe(3);
    expect(read.length).toBe(tag.length);
    expect(read.text).toEqual({ TIT2: 'Ñandú — 夜', TPE1: 'ada' });
    expect(read.picture).toEqual({ mime: 'image/png', type: 3, bytes: cover });
  });

  it('leaves the picture out without a cover, and sizes the tag in syncsafe bytes', () => {
    const tag = id3v23({ title: 'x'.repeat(200), artist: 'bo' });
    expect(readId3(tag)?.picture).toBeNull();
    expect([...tag.subarray(6, 10)].every((byte) => byte < 0x80)).toBe(true);
    expect(id3Length(tag)).toBe(tag.length);
  });

  it('measures a tag an MP3 already starts with, and none for a bare MP3', () => {
    expect(id3Length(Uint8Array.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0]))).toBe(0);
    expect(id3Length(Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0x10, 0, 0, 1, 0]))).toBe(148);
  });
});
