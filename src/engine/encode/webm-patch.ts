/**
 * In-place fixes to mediabunny's WebM output for Opus. mediabunny stores the pre-skip as
 * SeekPreRoll and writes no CodecDelay, while players (Firefox checks that CodecDelay matches the
 * OpusHead pre-skip) expect CodecDelay = pre-skip and SeekPreRoll = 80 ms, as libwebm and ffmpeg
 * write. Every edit keeps each element's byte length, so no size or offset elsewhere changes.
 */

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  name: 0x536e,
  seekPreRoll: 0x56bb,
  codecDelay: 0x56aa,
} as const;

/** The track name whose 7-byte element is rewritten as SeekPreRoll (ID 2 + size 1 + 4 bytes). */
export const PLACEHOLDER_TRACK_NAME = 'opus';
const SEEK_PRE_ROLL_NS = 80_000_000;

interface Element {
  id: number;
  /** Offset of the element's first byte, of its body, and just past its end. */
  start: number;
  body: number;
  end: number;
}

function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean): [number, number] {
  const first = bytes[offset] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x100 >> length))) length += 1;
  if (length > 8) throw new Error(`Invalid EBML number at ${offset}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + (bytes[offset + i] ?? 0);
  const unknownSize = !keepMarker && value === 2 ** (7 * length) - 1;
  return [unknownSize ? Infinity : value, length];
}

function children(bytes: Uint8Array, from: number, to: number): Element[] {
  const found: Element[] = [];
  let offset = from;
  while (offset < to) {
    const [id, idLength] = readVint(bytes, offset, true);
    const [size, sizeLength] = readVint(bytes, offset + idLength, false);
    const body = offset + idLength + sizeLength;
    const end = Math.min(to, body + size);
    found.push({ id, start: offset, body, end });
    offset = end;
  }
  return found;
}

function child(bytes: Uint8Array, parent: Element, id: number): Element {
  const found = children(bytes, parent.body, parent.end).find((element) => element.id === id);
  if (!found) throw new Error(`WebM element 0x${id.toString(16)} not found`);
  return found;
}

/**
 * Rewrites the Opus track's SeekPreRoll (holding the pre-skip) as CodecDelay, the placeholder
 * name as SeekPreRoll 80 ms, and the segment Duration as the audio's real length.
 */
export function patchOpusWebm(bytes: Uint8Array, durationSeconds: number): Uint8Array {
  const segment = children(bytes, 0, bytes.length).find((element) => element.id === ID.segment);
  if (!segment) throw new Error('WebM segment not found');
  const entry = child(bytes, child(bytes, segment, ID.tracks), ID.trackEntry);
  const delay = child(bytes, entry, ID.seekPreRoll);
  bytes[delay.start + 1] = ID.codecDelay & 0xff;
  const name = child(bytes, entry, ID.name);
  if (name.end - name.start !== 7) throw new Error('Unexpected WebM track name layout');
  new DataView(bytes.buffer, bytes.byteOffset + name.start, 7).setUint16(0, ID.seekPreRoll);
  bytes[name.start + 2] = 0x84;
  new DataView(bytes.buffer, bytes.byteOffset + name.start + 3, 4).setUint32(0, SEEK_PRE_ROLL_NS);
  const duration = child(bytes, child(bytes, segment, ID.info), ID.duration);
  if (duration.end - duration.body !== 8) throw new Error('Unexpected WebM duration layout');
  new DataView(bytes.buffer, bytes.byteOffset + duration.body, 8).setFloat64(
    0,
    durationSeconds * 1000,
  );
  return bytes;
}
