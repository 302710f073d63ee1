/** Text columns padded to their widest cell: the first left-aligned, the others right-aligned; indented 3. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    '   ' +
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** Milliseconds as people read them: "850 ms", "12.3 s"; "–" for none. */
export const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 1000 ? `${value.toFixed(0)} ms` : `${(value / 1000).toFixed(1)} s`;

/** A ratio such as "3.2×" or "0.04×" (two significant digits below 1); "–" when either side is missing. */
export function times(numerator: number, denominator: number): string {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return '–';
  const ratio = numerator / denominator;
  return `${ratio >= 1 ? ratio.toFixed(1) : ratio.toPrecision(2)}×`;
}

export const verdict = (met: boolean | null) => (met === null ? '–' : met ? 'pass' : 'MISS');
