import { problemAt } from '../../content/json-document.ts';
import type { JsonDocument } from '../../content/json-document.ts';
import { arrayAt, stringAt } from '../../content/rules/values.ts';
import type { Problem } from '../../shared/problems.ts';

/** The specification's three skill cards and how many skills each is designed for. */
const expectedCounts = { programming: 5, analysis: 5, tools: 4 } as const;

export function skillsProblems(document: JsonDocument): Problem[] {
  const counts = { programming: 0, analysis: 0, tools: 0 };
  for (const skill of arrayAt(document.value, 'skills')) {
    const category = stringAt(skill, 'category');
    if (category !== undefined && Object.hasOwn(counts, category)) counts[category as keyof typeof counts] += 1;
  }
  const categories = Object.keys(expectedCounts) as (keyof typeof expectedCounts)[];
  if (categories.every((category) => counts[category] === expectedCounts[category])) return [];
  const describe = (numbers: Record<string, number>): string =>
    categories.map((category) => `${numbers[category] ?? 0} ${category}`).join(', ');
  return [
    problemAt(
      document,
      '/skills',
      'warning',
      `the skill cards are designed for ${describe(expectedCounts)} skills; this file has ${describe(counts)}`,
    ),
  ];
}
