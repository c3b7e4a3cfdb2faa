import { describe, expect, it } from 'vitest';
import type { Project } from '../../../schemas/types.generated.ts';
import { featuredProjectCount, hasUnfeaturedProjects, selectFeaturedProjects } from './featured-projects.ts';

function projects(count: number): Project[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `Project ${index + 1}`,
    link: `https://example.org/${index + 1}`,
    description: `Description ${index + 1}`,
  }));
}

describe('selectFeaturedProjects', () => {
  it('keeps the first three projects in file order', () => {
    expect(featuredProjectCount).toBe(3);
    expect(selectFeaturedProjects(projects(7)).map((project) => project.title)).toEqual([
      'Project 1',
      'Project 2',
      'Project 3',
    ]);
  });

  it('keeps all projects when there are fewer than three', () => {
    expect(selectFeaturedProjects(projects(2)).map((project) => project.title)).toEqual(['Project 1', 'Project 2']);
    expect(selectFeaturedProjects([])).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const all = projects(5);
    selectFeaturedProjects(all);
    expect(all).toHaveLength(5);
  });
});

describe('hasUnfeaturedProjects', () => {
  it.each([
    [0, false],
    [2, false],
    [3, false],
    [4, true],
    [7, true],
  ])('with %i projects: %s', (count, expected) => {
    expect(hasUnfeaturedProjects(projects(count))).toBe(expected);
  });
});
