import type { Project, ProjectsFile } from '../../../schemas/types.generated.ts';
import type { DataState } from '../../shared/data/data-store.ts';

export type ProjectsView = { status: 'loading' } | { status: 'ready'; projects: Project[] };

/** Specification section 4: projects are loading or loaded; a failed load is only logged and shows no project. */
export function projectsView(state: DataState<ProjectsFile>): ProjectsView {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'ready', projects: [] };
  return { status: 'ready', projects: state.data.items };
}
