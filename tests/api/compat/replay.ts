import { expect } from 'vitest';
import type { TestServer } from '../helpers/server';

/** One recorded call of a third-party client (tests/api/compat/fixtures/*.json). */
export interface RecordedRequest {
  id: string;
  does: string;
  setup?: boolean;
  method: string;
  url: string;
  body?: unknown;
  /** Repeat the call until every value at `path` (`*` for each item) is one of `in`. */
  until?: { path: string; in: unknown[] };
  expect: { status: number; match?: Record<string, unknown>; keys?: string[] };
}

export interface Recording {
  client: string;
  headers: Record<string, string>;
  requests: RecordedRequest[];
}

/** What one replayed call answered, and every answer seen while it was repeated. */
export interface Replayed {
  status: number;
  body: unknown;
  seen: unknown[];
}

/** How often a repeated call is made; the wrapper waits 3 to 6 s, tests need not. */
const POLL_MS = 200;
const POLL_TIMEOUT_MS = 180_000;

/** The values at a dotted path; `*` stands for every item of an array. */
export function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const part of path.split('.')) {
    current = current.flatMap((item) => {
      if (part === '*') return Array.isArray(item) ? item : [];
      if (item === null || typeof item !== 'object') return [];
      return part in item ? [(item as Record<string, unknown>)[part]] : [];
    });
  }
  return current;
}

/** Fills `{{step.path}}` from earlier answers (and `{{token}}`), in strings at any depth. */
export function fill(value: unknown, answers: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{([^}]+)\}\}/g, (_, ref: string) => {
      const [step = '', ...rest] = ref.split('.');
      const found = rest.length ? valuesAt(answers[step], rest.join('.')) : [answers[step]];
      if (found.length !== 1 || found[0] === undefined) {
        throw new Error(`the recording refers to {{${ref}}}, which no earlier answer has`);
      }
      return String(found[0]);
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, answers));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, answers)]));
  }
  return value;
}

async function send(
  app: TestServer,
  headers: Record<string, string>,
  request: RecordedRequest,
  answers: Record<string, unknown>,
) {
  const sent = fill(headers, answers) as Record<string, string>;
  let body: string | undefined;
  if (request.body !== undefined) {
    // axios sends an object body as JSON with this content type.
    sent['Content-Type'] = 'application/json';
    body = JSON.stringify(fill(request.body, answers));
  }
  const url = new URL(fill(request.url, answers) as string, app.baseUrl);
  const response = await fetch(url, { method: request.method, headers: sent, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text, and the expectations below say what was wrong.
  }
  return { status: response.status, body: parsed };
}

const isDone = (body: unknown, until: NonNullable<RecordedRequest['until']>) => {
  const values = valuesAt(body, until.path);
  return values.length > 0 && values.every((value) => until.in.includes(value));
};

/**
 * Replays one recorded call against the server: sends it with the recording's headers, repeats
 * it while its `until` does not hold, and checks the status, the matched values and the keys.
 * `onAnswer` sees every answer of a repeated call (to check what the client saw meanwhile).
 */
export async function replay(
  app: TestServer,
  recording: Recording,
  request: RecordedRequest,
  answers: Record<string, unknown>,
  onAnswer: (body: unknown) => Promise<void> = async () => {},
): Promise<Replayed> {
  const seen: unknown[] = [];
  const deadline = Date.now() + POLL_TIMEOUT_MS;
  for (;;) {
    const answer = await send(app, recording.headers, request, answers);
    const what = `${request.id} (${request.does}): ${JSON.stringify(answer.body).slice(0, 400)}`;
    expect(answer.status, what).toBe(request.expect.status);
    seen.push(answer.body);
    await onAnswer(answer.body);
    if (!request.until || isDone(answer.body, request.until)) {
      if (request.expect.match) expect(answer.body, what).toMatchObject(request.expect.match);
      for (const key of request.expect.keys ?? []) {
        const found = valuesAt(answer.body, key);
        expect(found, `${what}: ${key}`).toHaveLength(1);
        expect(found[0], `${what}: ${key}`).not.toBeUndefined();
      }
      answers[request.id] = answer.body;
      return { ...answer, seen };
    }
    if (Date.now() > deadline) throw new Error(`${what}: not done in time`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
