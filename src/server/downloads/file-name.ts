import { DOWNLOAD_FILE_NAME_MAX_CHARS } from '../../contracts/constants';

/** Characters no file system takes in a name, and controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
const FALLBACK = 'song';

/** The title as a file name: unsafe characters gone, spaces squeezed, not empty, not too long. */
export function safeFileName(title: string): string {
  const name = title
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  return [...name].slice(0, DOWNLOAD_FILE_NAME_MAX_CHARS).join('').trim() || FALLBACK;
}

/** Its ASCII form for old clients: accents dropped, anything else outside ASCII gone. */
function asciiName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[%;']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii || FALLBACK;
}

/** RFC 5987: UTF-8, percent-encoded, nothing left that the header grammar reserves. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition: attachment` naming the file after the song's title, with `extension`:
 * an ASCII `filename` every client reads and the UTF-8 `filename*` (RFC 6266) modern ones prefer.
 */
export function attachmentHeader(title: string, extension: string): string {
  const name = `${safeFileName(title)}.${extension}`;
  const ascii = `${asciiName(safeFileName(title))}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}
