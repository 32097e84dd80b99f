/** What an MP3 download is tagged with: the song's title, its artist's handle, its cover. */
export interface Id3Tags {
  title: string;
  artist: string;
  cover?: { mime: string; bytes: Uint8Array };
}

const HEADER_BYTES = 10;
/** ID3v2 sizes are "syncsafe": 7 bits a byte, so 28 bits at most. */
const MAX_TAG_BYTES = 2 ** 28 - 1;

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0x7f);

/** Text in UTF-16 with a byte-order mark: encoding 1, which ID3v2.3 readers all know. */
function utf16(text: string): Uint8Array {
  const bytes = new Uint8Array(3 + text.length * 2);
  bytes.set([1, 0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    bytes[3 + i * 2] = unit & 0xff;
    bytes[4 + i * 2] = unit >> 8;
  }
  return bytes;
}

/** One frame: its id, its size as a plain 32-bit number (v2.3), no flags, its body. */
function frame(id: string, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + body.length);
  bytes.set(ascii(id));
  new DataView(bytes.buffer).setUint32(4, body.length);
  bytes.set(body, HEADER_BYTES);
  return bytes;
}

/** The attached picture: Latin-1 MIME type, "front cover" (3), an empty description. */
function picture(cover: { mime: string; bytes: Uint8Array }): Uint8Array {
  const mime = ascii(cover.mime);
  const body = new Uint8Array(1 + mime.length + 1 + 1 + 1 + cover.bytes.length);
  body.set(mime, 1);
  body[mime.length + 2] = 3;
  body.set(cover.bytes, mime.length + 4);
  return frame('APIC', body);
}

/** Writes `size` as four 7-bit bytes. */
function syncsafe(size: number): number[] {
  return [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
}

/**
 * An ID3v2.3 tag (TIT2, TPE1 and, with a cover, APIC) to put before an MP3's first frame. A
 * cover that would not fit a tag's 28-bit size is left out.
 */
export function id3v23(tags: Id3Tags): Uint8Array {
  const frames = [frame('TIT2', utf16(tags.title)), frame('TPE1', utf16(tags.artist))];
  const textBytes = frames.reduce((sum, one) => sum + one.length, 0);
  if (tags.cover && textBytes + HEADER_BYTES + tags.cover.bytes.length + 64 < MAX_TAG_BYTES) {
    frames.push(picture(tags.cover));
  }
  const size = frames.reduce((sum, one) => sum + one.length, 0);
  const tag = new Uint8Array(HEADER_BYTES + size);
  tag.set([...ascii('ID3'), 3, 0, 0, ...syncsafe(size)]);
  let at = HEADER_BYTES;
  for (const one of frames) {
    tag.set(one, at);
    at += one.length;
  }
  return tag;
}

/**
 * The length of the ID3v2 tag an MP3 starts with (0 without one), from its first 10 bytes, so
 * a download replaces it rather than stacking a second tag before it.
 */
export function id3Length(head: Uint8Array): number {
  if (head.length < HEADER_BYTES || head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) {
    return 0;
  }
  const size = (head[6]! << 21) | (head[7]! << 14) | (head[8]! << 7) | head[9]!;
  const footer = head[5]! & 0x10 ? HEADER_BYTES : 0;
  return HEADER_BYTES + size + footer;
}
