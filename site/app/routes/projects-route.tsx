import { AllProjectsPage } from '../../features/projects/all-projects-page.tsx';
import { useSections } from '../../shared/site/sections.ts';
import { PageHead } from '../head/page-head.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

/** /projects/: only a site with projects has the page; elsewhere the path is an unknown one (the 404 page). */
export function ProjectsRoute() {
  const sections = useSections();
  if (!sections.includes('projects')) return <NotFoundRoute />;
  return (
    <>
      <PageHead page="projects" />
      <AllProjectsPage />
    </>
  );
}
