/**
 * The lexicon's data is kept as pipe-separated text tables (one entry a line)
 * so a reader can scan 60 genres at a glance; this reads them.
 */

/** Rows of a table: lines split on '|', cells trimmed; blank lines and '#' comments skipped. */
export function readTable(text: string, columns: number): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const cells = trimmed.split('|').map((cell) => cell.trim());
    if (cells.length !== columns) {
      throw new Error(`lexicon row needs ${columns} cells: ${trimmed}`);
    }
    rows.push(cells);
  }
  return rows;
}

/** A comma-separated cell as a list ('a, b' → ['a', 'b']); '-' or '' is empty. */
export function list(cell: string): string[] {
  if (cell === '-' || cell === '') return [];
  return cell.split(',').map((item) => item.trim());
}

/** A number cell, or an error naming the cell. */
export function num(cell: string): number {
  const value = Number(cell);
  if (!Number.isFinite(value)) throw new Error(`lexicon number expected: ${cell}`);
  return value;
}
