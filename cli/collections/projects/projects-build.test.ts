import { describe, expect, it } from 'vitest';
import type { Project } from '../../../schemas/types.generated.ts';
import { collectionDataFiles, collectionImageUses } from '../registry.ts';
import type { ProjectsByLanguage } from './projects-build.ts';

const project = (image?: string): Project => ({ title: 't', description: 'd', link: 'https://example.org', ...(image ? { image } : {}) });
const page = (projects: Project[]) => ({ file: 'projects.md', projects, sources: projects.map(() => ({ link: { line: 1, column: 1 } })) });

describe('the projects build', () => {
  it('lists each raster project image under /images/ once, and skips SVG and other hosts', () => {
    const projects: ProjectsByLanguage = {
      en: page([project('/images/projects/chart.png'), project('/images/projects/flow.svg'), project('https://cdn.example.org/x.png'), project()]),
      fr: page([project('/images/projects/chart.png'), project('/images/projects/a%20map.webp')]),
    };
    expect(collectionImageUses({ projects })).toEqual([
      { path: 'images/projects/chart.png', role: 'project' },
      { path: 'images/projects/a map.webp', role: 'project' },
    ]);
  });

  it('writes the projects of each site language, an empty list for a language without a file', async () => {
    const projects: ProjectsByLanguage = { en: page([project()]) };
    expect(await collectionDataFiles({ projects }, ['en', 'fr'], { date: '2026-11-16' })).toEqual({
      'projects.en': { language: 'en', items: [project()] },
      'projects.fr': { language: 'fr', items: [] },
    });
  });
});
