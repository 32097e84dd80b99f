import { createHash, createHmac } from 'node:crypto';

/** The credentials and scope a SigV4 signature is made with (S3's, or the local adapter's). */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
export const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** `20261128T031500Z` and `20261128`: the timestamp and the day a signature is scoped to. */
export function amzDates(at: Date): { amzDate: string; day: string } {
  const amzDate = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

/** AWS's signing key: the secret HMAC-chained through day, region, service and `aws4_request`. */
export function signingKey(secret: string, day: string, region: string, service = SERVICE): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** `<access key>/<day>/<region>/s3/aws4_request`, the `x-amz-credential` of a signature. */
export const credentialOf = (credentials: SigV4Credentials, day: string) =>
  `${credentials.accessKeyId}/${day}/${credentials.region}/${SERVICE}/aws4_request`;

/** The hex signature of `stringToSign` by a key of `credentials` scoped to `day`. */
export function sign(credentials: SigV4Credentials, day: string, stringToSign: string): string {
  const key = signingKey(credentials.secretAccessKey, day, credentials.region);
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

/** RFC 3986 encoding as SigV4 wants it (`/` kept in paths when `keepSlash`). */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/**
 * A presigned URL (query-string SigV4, `UNSIGNED-PAYLOAD`): what the server reads back or
 * removes an uploaded object with, on any S3-compatible store, without an SDK.
 */
export function presignUrl(
  method: 'GET' | 'DELETE',
  credentials: SigV4Credentials,
  url: URL,
  expiresS: number,
  at = new Date(),
): string {
  const { amzDate, day } = amzDates(at);
  const query: Record<string, string> = {
    'X-Amz-Algorithm': SIGV4_ALGORITHM,
    'X-Amz-Credential': credentialOf(credentials, day),
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(expiresS),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${uriEncode(name)}=${uriEncode(query[name]!)}`)
    .join('&');
  const canonicalRequest = [
    method,
    uriEncode(decodeURIComponent(url.pathname), true),
    canonicalQuery,
    `host:${url.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${day}/${credentials.region}/${SERVICE}/aws4_request`;
  const toSign = [SIGV4_ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = sign(credentials, day, toSign);
  return `${url.origin}${url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
