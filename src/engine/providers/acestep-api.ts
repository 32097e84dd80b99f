/**
 * The ACE-Step 1.5 REST API as documented in its `docs/en/API.md` (sections 1-5 and 10): every
 * path, field and status code the adapter relies on lives here, so a change on their side is a
 * change in this file only.
 *
 * - Every JSON answer is wrapped: `{ data, code: 200, error: null, timestamp, extra }`.
 * - `POST /release_task` (JSON body, fields below) answers `data: { task_id, status, queue_position }`.
 * - `POST /query_result` with `{ task_id_list: [id] }` answers `data: [{ task_id, status, result }]`,
 *   status 0 = queued or running, 1 = succeeded, 2 = failed; `result` is a JSON *string* holding an
 *   array of `{ file: "/v1/audio?path=...", status, metas: { bpm, duration, keyscale, ... }, ... }`.
 * - `GET /v1/audio?path=...` answers the audio bytes (mp3 by default; wav or flac on request).
 * - Auth, when the server has a key: `Authorization: Bearer <key>`; 401 otherwise.
 * - Errors outside the wrapper: `{ "detail": "..." }` with 400/401/404/415/429/500.
 */
export const RELEASE_TASK_PATH = '/release_task';
export const QUERY_RESULT_PATH = '/query_result';

export const TASK_STATUS = { running: 0, succeeded: 1, failed: 2 } as const;

/** The fields of `POST /release_task` that the adapter sends. */
export interface ReleaseTaskBody {
  prompt: string;
  lyrics: string;
  audio_duration?: number;
  bpm?: number;
  key_scale?: string;
  vocal_language: string;
  audio_format: 'mp3' | 'wav' | 'flac';
  thinking: boolean;
  use_random_seed: false;
  seed: number;
  /** Their default is 2; a clip is one song. */
  batch_size: 1;
  task_type: 'text2music';
  model?: string;
}

export type TaskState =
  | { status: 'running' }
  | { status: 'failed'; error: string }
  /** `file` is the `/v1/audio?...` address of the first output. */
  | { status: 'succeeded'; file: string; bpm?: number; keyScale?: string };

/** Thrown by the parsers: the answer is not in the documented shape. */
export class ShapeError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `data` of a wrapped answer; a non-200 `code` or an `error` becomes the message thrown. */
export function unwrap(body: unknown): { data: unknown } | { error: string } {
  if (!isRecord(body) || !('data' in body)) throw new ShapeError('no "data" in the answer');
  if (typeof body.error === 'string' && body.error) return { error: body.error };
  if (typeof body.code === 'number' && body.code !== 200) return { error: `code ${body.code}` };
  return { data: body.data };
}

/** `task_id` of a release_task answer's data. */
export function parseReleased(data: unknown): { taskId: string; queuePosition?: number } {
  if (!isRecord(data) || typeof data.task_id !== 'string' || !data.task_id) {
    throw new ShapeError('release_task gave no task_id');
  }
  const position = data.queue_position;
  return { taskId: data.task_id, ...(typeof position === 'number' && { queuePosition: position }) };
}

/** The state of `taskId` in a query_result answer's data. */
export function parseTaskState(data: unknown, taskId: string): TaskState {
  if (!Array.isArray(data)) throw new ShapeError('query_result data is not a list');
  const entry: unknown = data.find((item) => isRecord(item) && item.task_id === taskId);
  if (!isRecord(entry)) throw new ShapeError(`query_result has no task ${taskId}`);
  const outputs = parseResultField(entry.result);
  if (entry.status === TASK_STATUS.running) return { status: 'running' };
  if (entry.status === TASK_STATUS.failed) {
    return { status: 'failed', error: failureText(entry, outputs) };
  }
  if (entry.status !== TASK_STATUS.succeeded) {
    throw new ShapeError(`unknown task status ${JSON.stringify(entry.status)}`);
  }
  const first = outputs.find((output) => isRecord(output) && typeof output.file === 'string');
  if (!isRecord(first) || typeof first.file !== 'string' || !first.file) {
    throw new ShapeError('a succeeded task has no audio file');
  }
  const metas = isRecord(first.metas) ? first.metas : {};
  return {
    status: 'succeeded',
    file: first.file,
    ...(typeof metas.bpm === 'number' && { bpm: metas.bpm }),
    ...(typeof metas.keyscale === 'string' && metas.keyscale && { keyScale: metas.keyscale }),
  };
}

/** `result` is documented as a JSON string holding a list; a list as such is accepted too. */
function parseResultField(result: unknown): unknown[] {
  if (result === undefined || result === null || result === '') return [];
  if (Array.isArray(result)) return result;
  if (typeof result !== 'string') throw new ShapeError('query_result "result" is not a string');
  let parsed: unknown;
  try {
    parsed = JSON.parse(result);
  } catch {
    throw new ShapeError('query_result "result" is not JSON');
  }
  return Array.isArray(parsed) ? parsed : [parsed];
}

function failureText(entry: Record<string, unknown>, outputs: unknown[]): string {
  for (const candidate of [entry.error, ...outputs.map((o) => (isRecord(o) ? o.error : null))]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return 'the model reported the task as failed';
}

/** The text of an error answer (`{ detail }`), for messages. */
export function errorDetail(body: unknown): string | null {
  if (isRecord(body) && typeof body.detail === 'string') return body.detail;
  if (isRecord(body) && typeof body.error === 'string') return body.error;
  return null;
}

/** Our key name ("C major", "F# minor") in ACE-Step's spelling ("C Major"). */
export function keyScaleOf(keyName: string): string {
  return keyName.replace(/\b(major|minor)\b/, (mode) => mode[0]!.toUpperCase() + mode.slice(1));
}
