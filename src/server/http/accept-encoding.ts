/** The encodings this server sends, best first. */
export type ContentEncoding = 'br' | 'gzip';
const PREFERRED: ContentEncoding[] = ['br', 'gzip'];

/**
 * The encodings an `Accept-Encoding` header allows, in our order of preference (brotli is
 * smaller): a listed coding or `*` with a weight above zero; `q=0` refuses one.
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const any = weights.get('*');
  return PREFERRED.filter((coding) => (weights.get(coding) ?? any ?? 0) > 0);
}
