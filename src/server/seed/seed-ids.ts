import type { Rng } from '../../engine/random';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** A UUID made of the generator's bits, so a seed gives the same ids every time. */
export function seededUuid(r: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(r.next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Rows in statements of BATCH rows each. */
export async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}
