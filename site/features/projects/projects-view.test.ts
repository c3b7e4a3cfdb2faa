import { describe, expect, it } from 'vitest';
import type { ProjectsFile } from '../../../schemas/types.generated.ts';
import { HttpStatusError } from '../../shared/data/fetch-json.ts';
import { projectsView } from './projects-view.ts';

const file: ProjectsFile = {
  language: 'en',
  items: [{ title: 'ShoreCast', link: 'https://shorecast.example.org', description: 'A shoreline model.' }],
};

describe('projectsView', () => {
  it('is loading while the file is loading', () => {
    expect(projectsView({ status: 'loading' })).toEqual({ status: 'loading' });
  });

  it('lists the projects of a loaded file', () => {
    expect(projectsView({ status: 'success', data: file })).toEqual({ status: 'ready', projects: file.items });
  });

  it('shows an empty list when the file failed to load', () => {
    const error = new HttpStatusError('/data/projects.en.json', 500);
    expect(projectsView({ status: 'error', error })).toEqual({ status: 'ready', projects: [] });
  });
});
