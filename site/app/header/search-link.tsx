import { useRef } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { SearchIcon } from '../../shared/ui/icons/search-icon.tsx';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';

/**
 * The header's way to the site search: a link to the search page, so it works without JavaScript too (the page
 * then lists the site's lists). Nothing of the search loads until the visitor uses the page's field.
 */
export function SearchLink({ className, current }: { className?: string; current: boolean }) {
  const { t, path } = useI18n();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const label = t('search.open');
  return (
    <>
      <a ref={linkRef} className={className} href={path('/search/')} aria-label={label} aria-current={current ? 'page' : undefined}>
        <SearchIcon />
      </a>
      <Tooltip label={label} triggerRef={linkRef} />
    </>
  );
}
