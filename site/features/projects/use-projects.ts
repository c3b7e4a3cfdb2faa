import { useEffect } from 'react';
import type { ProjectsFile } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { sectionRevealDelayMs, useStaggeredReveal } from '../../shared/data/use-staggered-reveal.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { projectsView, type ProjectsView } from './projects-view.ts';

/** The projects of the page's language; a load failure goes to the console only (specification section 8). */
export function useProjects(): ProjectsView {
  const { language } = useI18n();
  const state = useStaggeredReveal(useData<ProjectsFile>(`projects.${language}`), sectionRevealDelayMs.projects);
  const error = state.status === 'error' ? state.error : null;

  useEffect(() => {
    if (error) console.error('The projects could not be loaded:', error);
  }, [error]);

  return projectsView(state);
}
