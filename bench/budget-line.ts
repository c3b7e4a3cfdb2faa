const figure = (value: number) => value.toFixed(2);

function medianOf(runs: readonly number[]): number {
  const sorted = [...runs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** "label   median 2.41 s  (runs 2.38, 2.41, 2.60)  budget ≤ 3 s ✔": the median of the runs against its budget. */
export function budgetLine(label: string, runs: readonly number[], budget: number, unit: string): string {
  const median = medianOf(runs);
  const verdict = median <= budget ? '✔' : '✖';
  return `${label.padEnd(44)} median ${figure(median)} ${unit}  (runs ${runs.map(figure).join(', ')})  budget ≤ ${budget} ${unit} ${verdict}`;
}

/** "label   median 24.10 s  (runs …)  no budget: why": a figure printed beside the budgets, for comparison. */
export function figureLine(label: string, runs: readonly number[], unit: string, why: string): string {
  return `${label.padEnd(44)} median ${figure(medianOf(runs))} ${unit}  (runs ${runs.map(figure).join(', ')})  no budget: ${why}`;
}
