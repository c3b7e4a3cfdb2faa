import { AllProjectsPage } from '../../features/projects/all-projects-page.tsx';
import { PageHead } from '../head/page-head.tsx';

export function ProjectsRoute() {
  return (
    <>
      <PageHead page="projects" />
      <AllProjectsPage />
    </>
  );
}
