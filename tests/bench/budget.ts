/** One measured figure and the budget it must meet. */
export interface Figure {
  name: string;
  value: number;
  budget: number;
  unit: string;
  /** Which side of the budget passes. */
  meets: 'atMost' | 'atLeast';
}

const passes = (figure: Figure) =>
  figure.meets === 'atMost' ? figure.value <= figure.budget : figure.value >= figure.budget;

/**
 * Prints the figures as a table beside their budgets, and a JSON line for tools; sets a failing
 * exit code when any budget is missed (the caller still cleans up).
 */
export function reportFigures(title: string, figures: Figure[]): boolean {
  const rows = figures.map((figure) => [
    passes(figure) ? 'PASS' : 'FAIL',
    figure.name,
    `${round(figure.value)} ${figure.unit}`.trim(),
    `${figure.meets === 'atMost' ? '<=' : '>='} ${figure.budget} ${figure.unit}`.trim(),
  ]);
  const header = ['', title, 'measured', 'budget'];
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    JSON.stringify({ [title]: Object.fromEntries(figures.map((f) => [f.name, round(f.value)])) }),
  );
  const ok = figures.every(passes);
  if (!ok) process.exitCode = 1;
  return ok;
}

const round = (value: number) => Number(value.toFixed(value >= 100 ? 0 : 2));
