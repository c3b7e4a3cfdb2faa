import { useParams } from 'react-router-dom';
import { PublicationPage } from '../../features/publications/publication-page.tsx';
import { PageHead } from '../head/page-head.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

/** /publications/<key>/: a key that is not URL-safe cannot be a work's, so it is the 404 page. */
export function PublicationRoute() {
  const key = useParams().key ?? '';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(key)) return <NotFoundRoute />;
  return (
    <>
      <PageHead page="publication" publicationKey={key} />
      <PublicationPage publicationKey={key} />
    </>
  );
}
