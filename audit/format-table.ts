export interface Column {
  title: string;
  align: 'left' | 'right';
}

/** A plain-text table: columns padded to their widest cell, two spaces apart, a rule under the titles. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string[] {
  for (const [index, row] of rows.entries()) {
    if (row.length !== columns.length) {
      throw new Error(`table row ${index + 1} has ${row.length} cells for ${columns.length} columns`);
    }
  }
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => {
        const width = widths[index] ?? 0;
        return columns[index]?.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((column) => column.title)),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ];
}
