import { PublicationsPage } from '../../features/publications/publications-page.tsx';
import { PageHead } from '../head/page-head.tsx';

export function PublicationsRoute() {
  return (
    <>
      <PageHead page="publications" />
      <PublicationsPage />
    </>
  );
}
