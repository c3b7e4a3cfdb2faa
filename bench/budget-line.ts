/** "label   median 2.41 s  (runs 2.38, 2.41, 2.60)  budget ≤ 3 s ✔": the median of the runs against its budget. */
export function budgetLine(label: string, runs: readonly number[], budget: number, unit: string): string {
  const sorted = [...runs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const figure = (value: number) => value.toFixed(2);
  const verdict = median <= budget ? '✔' : '✖';
  return `${label.padEnd(44)} median ${figure(median)} ${unit}  (runs ${runs.map(figure).join(', ')})  budget ≤ ${budget} ${unit} ${verdict}`;
}
