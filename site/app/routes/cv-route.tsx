import { CvPage } from '../../features/cv/cv-page.tsx';
import { PageHead } from '../head/page-head.tsx';

export function CvRoute() {
  return (
    <>
      <PageHead page="cv" />
      <CvPage />
    </>
  );
}
