/** The frames of an ID3v2.3 tag at the start of an MP3 file, as the tests read them back. */
export interface ReadId3 {
  version: number;
  /** Bytes of the whole tag, header included. */
  length: number;
  text: Record<string, string>;
  picture: { mime: string; type: number; bytes: Uint8Array } | null;
}

const decodeText = (body: Uint8Array): string => {
  const encoding = body[0];
  const rest = body.subarray(1);
  if (encoding === 1) {
    const littleEndian = rest[0] === 0xff;
    const units: number[] = [];
    for (let i = 2; i + 1 < rest.length; i += 2) {
      units.push(littleEndian ? rest[i]! | (rest[i + 1]! << 8) : (rest[i]! << 8) | rest[i + 1]!);
    }
    return String.fromCharCode(...units).replace(/\0+$/, '');
  }
  return new TextDecoder(encoding === 3 ? 'utf-8' : 'latin1').decode(rest).replace(/\0+$/, '');
};

/** Reads the tag, or null when the file does not start with one. */
export function readId3(file: Uint8Array): ReadId3 | null {
  if (String.fromCharCode(...file.subarray(0, 3)) !== 'ID3') return null;
  const size = (file[6]! << 21) | (file[7]! << 14) | (file[8]! << 7) | file[9]!;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const result: ReadId3 = { version: file[3]!, length: 10 + size, text: {}, picture: null };
  let at = 10;
  while (at + 10 <= 10 + size && file[at] !== 0) {
    const id = String.fromCharCode(...file.subarray(at, at + 4));
    const length = view.getUint32(at + 4);
    const body = file.subarray(at + 10, at + 10 + length);
    if (id.startsWith('T')) result.text[id] = decodeText(body);
    if (id === 'APIC') {
      const mimeEnd = body.indexOf(0, 1);
      const descriptionEnd = body.indexOf(0, mimeEnd + 2);
      result.picture = {
        mime: new TextDecoder('latin1').decode(body.subarray(1, mimeEnd)),
        type: body[mimeEnd + 1]!,
        bytes: body.subarray(descriptionEnd + 1),
      };
    }
    at += 10 + length;
  }
  return result;
}
