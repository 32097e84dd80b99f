import { timingSafeEqual } from 'node:crypto';
import type { PolicyCondition, PostFields, PostPolicy } from './post-policy';
import { sign, SIGV4_ALGORITHM, type SigV4Credentials } from './sigv4';

/** Why a store refuses a POST, with S3's error codes and statuses. */
export class PostRefused extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'PostRefused';
  }
}

/** Fields S3 does not hold to the policy's conditions. */
const UNCONDITIONED = new Set(['x-amz-signature', 'file', 'policy']);
const denied = (detail: string) => new PostRefused(403, 'AccessDenied', detail);

/**
 * Checks a browser POST as S3 does: the algorithm, the access key, the signature over the
 * policy, the policy's expiration, every condition against the form fields, every field
 * (but the signature, file, policy and x-ignore-*) named by a condition, and the file's size
 * within `content-length-range`. Throws {@link PostRefused}; returns the policy when accepted.
 */
export function verifyPost(
  credentials: SigV4Credentials,
  bucket: string,
  form: PostFields,
  fileBytes: number,
  now = new Date(),
): PostPolicy {
  if (form['x-amz-algorithm'] !== SIGV4_ALGORITHM) {
    throw new PostRefused(400, 'InvalidArgument', `x-amz-algorithm must be ${SIGV4_ALGORITHM}.`);
  }
  const [accessKeyId, day, region, service, terminal] = (form['x-amz-credential'] ?? '').split('/');
  if (accessKeyId !== credentials.accessKeyId) {
    throw denied('The access key in x-amz-credential is not known to this store.');
  }
  if (region !== credentials.region || service !== 's3' || terminal !== 'aws4_request' || !day) {
    throw new PostRefused(400, 'AuthorizationQueryParametersError', 'Malformed x-amz-credential.');
  }
  const encoded = form.policy ?? '';
  const expected = Buffer.from(sign(credentials, day, encoded));
  const given = Buffer.from(form['x-amz-signature'] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new PostRefused(403, 'SignatureDoesNotMatch', 'The signature does not match the policy.');
  }
  const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as PostPolicy;
  if (!(Date.parse(policy.expiration) > now.getTime())) {
    throw denied('Invalid according to Policy: Policy expired.');
  }
  const fields = { ...form, bucket };
  const named = new Set<string>();
  for (const condition of policy.conditions) checkCondition(condition, fields, fileBytes, named);
  const extra = Object.keys(form).filter(
    (name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !named.has(name),
  );
  if (extra.length > 0) {
    throw denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  }
  return policy;
}

function checkCondition(
  condition: PolicyCondition,
  fields: PostFields,
  fileBytes: number,
  named: Set<string>,
): void {
  if (!Array.isArray(condition)) {
    for (const [name, value] of Object.entries(condition)) {
      named.add(name);
      if (fields[name] !== value) throw failed(`["eq", "$${name}", "${value}"]`);
    }
    return;
  }
  if (condition[0] === 'content-length-range') {
    const [, min, max] = condition;
    if (fileBytes > max) {
      throw new PostRefused(400, 'EntityTooLarge', `The file is larger than ${max} bytes.`);
    }
    if (fileBytes < min) {
      throw new PostRefused(400, 'EntityTooSmall', `The file is smaller than ${min} bytes.`);
    }
    return;
  }
  const [operator, reference, value] = condition;
  const name = reference.replace(/^\$/, '');
  named.add(name);
  const field = fields[name] ?? '';
  const holds = operator === 'eq' ? field === value : field.startsWith(value);
  if (!holds) throw failed(JSON.stringify(condition));
}

const failed = (condition: string) =>
  denied(`Invalid according to Policy: Policy Condition failed: ${condition}`);
