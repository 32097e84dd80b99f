import { amzDates, credentialOf, sign, SIGV4_ALGORITHM, type SigV4Credentials } from './sigv4';

/** The form fields of a presigned POST, sent before the file (S3's browser-based upload). */
export type PostFields = Record<string, string>;

/** A POST policy condition as S3 reads them. */
export type PolicyCondition =
  | Record<string, string>
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number];

export interface PostPolicy {
  expiration: string;
  conditions: PolicyCondition[];
}

export interface PostPolicyInput {
  bucket: string;
  key: string;
  /** The most bytes the file may have (`content-length-range` 1..maxBytes). */
  maxBytes: number;
  expiresS: number;
  at?: Date;
}

/**
 * An AWS SigV4 POST policy and its form fields: the object's exact key and bucket, a file of
 * 1..maxBytes bytes, valid `expiresS` seconds. The fields are what the browser posts with the
 * file; the store accepts the file only if they match the policy and the signature matches both.
 */
export function presignPost(credentials: SigV4Credentials, input: PostPolicyInput): PostFields {
  const at = input.at ?? new Date();
  const { amzDate, day } = amzDates(at);
  const credential = credentialOf(credentials, day);
  const policy: PostPolicy = {
    expiration: new Date(at.getTime() + input.expiresS * 1000).toISOString(),
    conditions: [
      { bucket: input.bucket },
      { key: input.key },
      { 'x-amz-algorithm': SIGV4_ALGORITHM },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
      ['content-length-range', 1, input.maxBytes],
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  return {
    key: input.key,
    'x-amz-algorithm': SIGV4_ALGORITHM,
    'x-amz-credential': credential,
    'x-amz-date': amzDate,
    policy: encoded,
    'x-amz-signature': sign(credentials, day, encoded),
  };
}
