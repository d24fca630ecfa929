/** One line of the benchmark's table: what was measured, its value, its target and the verdict. */
export interface BenchLine {
  readonly what: string;
  readonly value: string;
  readonly target: string;
  readonly pass: boolean | undefined;
  readonly detail?: unknown;
}

export const line = (
  what: string,
  value: string,
  target: string,
  pass: boolean | undefined,
  detail?: unknown,
): BenchLine => ({ what, value, target, pass, detail });

export const verdict = (pass: boolean | undefined): string =>
  pass === undefined ? 'n/a' : pass ? 'PASS' : 'FAIL';

export const table = (lines: readonly BenchLine[]): string => {
  const rows = [
    ['What', 'Measured', 'Target', ''],
    ...lines.map((l) => [l.what, l.value, l.target, verdict(l.pass)]),
  ];
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    format(rows[0] ?? []),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(format),
  ].join('\n');
};
