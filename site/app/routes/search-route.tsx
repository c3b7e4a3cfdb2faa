import { SearchPage, type ListLink } from '../../features/search/search-page.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSections } from '../../shared/site/sections.ts';
import { navItems } from '../header/nav-items.ts';
import { PageHead } from '../head/page-head.tsx';

/**
 * /search/: every site has it. Its links are the site's lists, those the content has, in the header's order:
 * the projects page and every section whose header link opens a page of its own (publications, the collections).
 */
export function SearchRoute() {
  const { t, path } = useI18n();
  const sections = useSections();
  const lists: ListLink[] = navItems(path('/'), sections)
    .filter((item) => item.opensPage || item.sectionId === 'projects')
    .map((item) => ({ href: item.opensPage ? item.href : path('/projects/'), label: t(item.labelKey) }));
  return (
    <>
      <PageHead page="search" />
      <SearchPage lists={lists} />
    </>
  );
}
