/** Bytes of an ID3v2 tag at the start of `bytes` (header, body and footer), or 0. */
function id3Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Whether a file is an MP3: after any ID3v2 tag, an MPEG audio
 * frame header of layer III. Such a file plays in every browser as it is.
 */
export function isMp3(bytes: Uint8Array): boolean {
  const at = id3Length(bytes);
  if (bytes.length < at + 4) return false;
  const sync = bytes[at] === 0xff && (bytes[at + 1]! & 0xe0) === 0xe0;
  const layer = (bytes[at + 1]! >> 1) & 0x03;
  return sync && layer === 0x01;
}
