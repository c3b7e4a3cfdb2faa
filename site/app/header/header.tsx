import type { MouseEvent } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useHomeSections, useSections } from '../../shared/site/sections.ts';
import { useSite } from '../../shared/site/site-context.tsx';
import { CloseIcon } from '../../shared/ui/icons/close-icon.tsx';
import { MenuIcon } from '../../shared/ui/icons/menu-icon.tsx';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';
import { isModifiedClick, scrollToSection } from '../../shared/scroll/scroll-to-section.ts';
import { otherLanguages } from '../../../core/i18n/languages.ts';
import { pageAt, sectionAt } from '../../../core/site/page-urls.ts';
import { barFit, barPlace, type BarPlace } from './bar-fit.ts';
import styles from './header.module.css';
import { LanguageToggle } from './language-toggle.tsx';
import { MoreMenu } from './more-menu.tsx';
import { navItems, type NavItem } from './nav-items.ts';
import { scrollToTop } from './section-navigation.ts';
import { SearchLink } from './search-link.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { headerScrollThresholdPx } from './header-scroll.ts';
import { useScrolledPast } from './use-scrolled-past.ts';
import { useMobileMenu } from './use-mobile-menu.ts';

export const mobileMenuId = 'mobile-menu';

/** A header link to one of the owner's own pages (its collection's `navLinks`). */
export interface OwnLink {
  href: string;
  label: string;
}

interface BarLink {
  key: string;
  href: string;
  label: string;
  current: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** In the bar, a link the stylesheet hides where it does not fit; in More, one it shows only there. */
const barClass: Record<BarPlace, string | undefined> = { bar: undefined, wideBar: styles.inBarWhenWide, more: styles.inMore };
const moreClass: Record<BarPlace, string | undefined> = { bar: undefined, wideBar: styles.inMoreWhenNarrow, more: undefined };

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The fixed site header of the page at `pathname`: brand, navigation (the sections, the CV, then the owner's own
 * pages, `ownLinks`), search, language and theme controls. From 1024 px the links that do not fit the bar are in
 * a More menu (bar-fit.ts); under 1024 px the navigation and controls move into a menu behind a button. The links
 * are real links to the home page's sections; on the home page they scroll there instead of reloading.
 * `writtenIn`: on an owner's page, the languages it is written in (where the language toggle can go).
 */
export function Header({ pathname, ownLinks = [], writtenIn }: { pathname: string; ownLinks?: readonly OwnLink[]; writtenIn?: readonly string[] }) {
  const { t, path, language } = useI18n();
  const { profile } = useSite();
  const currentPage = pageAt(pathname).page;
  const onHomePage = currentPage === 'home';
  const onCvPage = currentPage === 'cv';
  const onSearchPage = currentPage === 'search';
  // A section's item that opens a page is current on that page and on its item pages (a paper's, a post's).
  const currentSection = sectionAt(pathname);
  const scrolled = useScrolledPast(headerScrollThresholdPx);
  const menu = useMobileMenu();
  const { close: closeMenu } = menu;
  const menuButtonLabel = menu.open ? t('nav.closeMenu') : t('nav.openMenu');
  const homePath = path('/');
  const items = navItems(homePath, useSections(), useHomeSections());

  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, item: NavItem) => {
    closeMenu();
    if (!item.opensPage && onHomePage && !isModifiedClick(event) && scrollToSection(item.sectionId)) event.preventDefault();
  };

  const onBrandClick = (event: MouseEvent<HTMLAnchorElement>) => {
    closeMenu();
    if (!onHomePage || isModifiedClick(event)) return;
    event.preventDefault();
    scrollToTop();
  };

  const links: BarLink[] = [
    ...items.map((item) => ({
      key: item.sectionId,
      href: item.href,
      label: t(item.labelKey),
      current: item.opensPage && item.sectionId === currentSection,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => onSectionClick(event, item),
    })),
    { key: 'cv', href: path('/cv/'), label: t('cv.nav'), current: onCvPage },
    ...ownLinks.map((link) => ({ key: link.href, href: link.href, label: link.label, current: withoutTrailingSlash(link.href) === withoutTrailingSlash(pathname), onClick: closeMenu })),
  ];
  const fit = barFit(
    links.map((link) => link.label),
    t('nav.more'),
    { initials: profile.initials, otherLanguages: otherLanguages(language).length },
  );
  const linkTo = (link: BarLink, onFollow?: () => void) => (
    <a
      className={styles.navLink}
      href={link.href}
      aria-current={link.current ? 'page' : undefined}
      onClick={(event) => {
        onFollow?.();
        link.onClick?.(event);
      }}
    >
      {link.label}
    </a>
  );
  const overflowing = links.slice(fit.narrow);

  return (
    <header className={scrolled || menu.open ? `${styles.header} ${styles.solid}` : styles.header} data-scrolled={scrolled}>
      <div className={styles.bar}>
        <a className={styles.brand} href={homePath} onClick={onBrandClick}>
          <span className={styles.initials} aria-hidden="true">
            {profile.initials}
          </span>
          <span className="visually-hidden">
            {profile.name} — {t('nav.home')}
          </span>
        </a>

        <nav className={styles.desktopNav} aria-label={t('nav.mainLabel')}>
          <div className={styles.barLinks}>
            <ul className={styles.navList}>
              {links.map((link, index) => (
                <li key={link.key} className={barClass[barPlace(index, fit)]}>
                  {linkTo(link)}
                </li>
              ))}
            </ul>
          </div>
          {overflowing.length > 0 && (
            <MoreMenu
              narrowOnly={fit.wide === links.length}
              items={(closeMore) =>
                overflowing.map((link, index) => (
                  <li key={link.key} className={moreClass[barPlace(fit.narrow + index, fit)]}>
                    {linkTo(link, closeMore)}
                  </li>
                ))
              }
            />
          )}
        </nav>

        <div className={styles.desktopControls}>
          <SearchLink className={styles.iconButton} current={onSearchPage} />
          <LanguageToggle className={styles.languageToggle} pathname={pathname} writtenIn={writtenIn} />
          <ThemeToggle className={styles.iconButton} />
        </div>

        <button
          ref={menu.buttonRef}
          type="button"
          data-needs-script
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-expanded={menu.open}
          aria-controls={mobileMenuId}
          aria-label={menuButtonLabel}
          onClick={menu.toggle}
        >
          {menu.open ? <CloseIcon className={styles.menuIcon} /> : <MenuIcon className={styles.menuIcon} />}
        </button>
        <Tooltip label={menuButtonLabel} triggerRef={menu.buttonRef} />
      </div>

      <div id={mobileMenuId} className={styles.mobileMenu} hidden={!menu.open}>
        <nav aria-label={t('nav.mainLabel')}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.key}>{linkTo(link)}</li>
            ))}
          </ul>
        </nav>
        <div className={styles.mobileControls}>
          <SearchLink className={styles.iconButton} current={onSearchPage} />
          <LanguageToggle className={styles.languageToggle} pathname={pathname} writtenIn={writtenIn} />
          <ThemeToggle className={styles.iconButton} />
        </div>
      </div>
    </header>
  );
}
