import { SearchPage, type ListLink } from '../../features/search/search-page.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSections } from '../../shared/site/sections.ts';
import { navItems, sectionListPaths } from '../header/nav-items.ts';
import { PageHead } from '../head/page-head.tsx';

/**
 * /search/: every site has it. Its links are the site's lists, those the content has, in the header's order:
 * the list page of every section that has one (its collection's first page), even when the header scrolls home to it
 * (projects).
 */
export function SearchRoute() {
  const { t, path } = useI18n();
  const sections = useSections();
  const lists: ListLink[] = navItems(path('/'), sections)
    .flatMap((item) => {
      const listPath = sectionListPaths[item.sectionId];
      return listPath === undefined ? [] : [{ href: path(listPath), label: t(item.labelKey) }];
    });
  return (
    <>
      <PageHead page="search" />
      <SearchPage lists={lists} />
    </>
  );
}
