import { useEffect } from 'react';
import type { ProjectsFile } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useStaggeredReveal } from '../../shared/data/use-staggered-reveal.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { projectsView, type ProjectsView } from './projects-view.ts';

/** Specification section 4: how long the section stays loading after a client-side fetch (the reveal's stagger). */
const revealDelayMs = 1200;

/** The projects of the page's language; a load failure goes to the console only (specification section 8). */
export function useProjects(): ProjectsView {
  const { language } = useI18n();
  const state = useStaggeredReveal(useData<ProjectsFile>(`projects.${language}`), revealDelayMs);
  const error = state.status === 'error' ? state.error : null;

  useEffect(() => {
    if (error) console.error('The projects could not be loaded:', error);
  }, [error]);

  return projectsView(state);
}
