/** A plain-text table for the scripts' reports: the first column left-aligned, the others right-aligned. */
export function printTable(rows: readonly string[][]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: readonly string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}
