import fc from 'fast-check';

/** One malformed request for a route: the raw body and its content type, and a raw query. */
export interface FuzzInput {
  body?: string;
  contentType?: string;
  query: string;
}

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  '-1',
  '1e400',
  'NaN',
  '<script>alert(1)</script>',
  "'; drop table clip; --",
  '../../../etc/passwd',
  '\uD800',
  '\uFFFF',
  '🎵'.repeat(3000),
  'ﷺ'.repeat(5000),
  'e\u0301'.repeat(2000),
  '__proto__',
  'constructor',
];

/** Text of every kind: short, unicode (lone surrogates too), hostile, with a NUL, and huge. */
export const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
    .map(([a, b]) => `${a}\u0000${b}`),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value: wrong types, nulls, numbers out of range, nested arrays and objects. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkText,
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 2 ** 53 + 1),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_TEXT)),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/**
 * Bodies made from a route's valid one: a field's value replaced (by junk text most often, as
 * text is what reaches the database), every field replaced, a field missing, extra fields, or a
 * whole body of another type; a route without a body gets junk.
 */
export function junkBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  if (!valid || Object.keys(valid).length === 0) return junkValue;
  const keys = Object.keys(valid);
  const replaceAll = Object.fromEntries(keys.map((key) => [key, junkValue]));
  const replaceOne = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(fc.constantFrom(...keys), value).map(([key, item]) => ({ ...valid, [key]: item }));
  return fc.oneof(
    { weight: 2, arbitrary: replaceOne(junkText) },
    replaceOne(junkValue),
    fc.record(replaceAll),
    fc.constantFrom(...keys).map((key) => ({ ...valid, [key]: undefined })),
    fc
      .dictionary(fc.string({ maxLength: 20 }), junkValue, { maxKeys: 5 })
      .map((extra) => ({ ...extra, ...valid })),
    junkValue,
  );
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  '',
];

/** Raw bodies: JSON of a junk body, JSON that is not JSON, nested too deep, of another type. */
export function junkRawBody(valid: Record<string, unknown> | undefined) {
  const json = junkBody(valid).map((body) => JSON.stringify(body) ?? 'undefined');
  return fc.oneof(
    { weight: 6, arbitrary: json.map((body) => ({ body, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 200 }),
          json.map((body) => body.slice(0, -1)),
        )
        .map((body) => ({ body, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 30, max: 60_000 }), fc.constantFrom('[', '{"a":'))
        .map(([depth, open]) => ({
          body: open.repeat(depth) + (open === '[' ? ']' : '1}').repeat(depth),
          contentType: 'application/json',
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(json, fc.constantFrom(...CONTENT_TYPES)).map(([body, contentType]) => ({
        body,
        contentType,
      })),
    },
  );
}

/** Percent-encodes text's UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const QUERY_VALUES = fc.oneof(
  fc
    .oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.constantFrom(...HOSTILE_TEXT),
      fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'q'.repeat(n)),
    )
    .map(percentEncode),
  fc.constantFrom('%', '%E0%A4%A', '%zz', '%C0%AF', '%FF', '%u0041', '+', '%2C%2C', ',,,,'),
  fc.array(fc.uuid(), { minLength: 1, maxLength: 60 }).map((ids) => ids.join(',')),
);

/** A raw query string over the route's known parameters and unknown ones, percent-encoding junk too. */
export function junkQuery(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    fc.constantFrom(...names),
    fc.string({ maxLength: 10 }).map(encodeURIComponent),
  );
  return fc
    .array(fc.tuple(name, QUERY_VALUES), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
}
