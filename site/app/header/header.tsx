import type { MouseEvent } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useHomeSections, useSections } from '../../shared/site/sections.ts';
import { useSite } from '../../shared/site/site-context.tsx';
import { CloseIcon } from '../../shared/ui/icons/close-icon.tsx';
import { MenuIcon } from '../../shared/ui/icons/menu-icon.tsx';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';
import { isModifiedClick, scrollToSection } from '../../shared/scroll/scroll-to-section.ts';
import { pageAt } from '../../../core/site/page-urls.ts';
import styles from './header.module.css';
import { LanguageToggle } from './language-toggle.tsx';
import { navItems, type NavItem } from './nav-items.ts';
import { scrollToTop } from './section-navigation.ts';
import { SearchLink } from './search-link.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { headerScrollThresholdPx } from './header-scroll.ts';
import { useScrolledPast } from './use-scrolled-past.ts';
import { useMobileMenu } from './use-mobile-menu.ts';

export const mobileMenuId = 'mobile-menu';

/**
 * The fixed site header of the page at `pathname`: brand, section navigation, language and theme toggles;
 * under 1024 px the navigation and toggles move into a menu behind a button. The links are real links to the home page's
 * sections; on the home page they scroll there instead of reloading.
 */
export function Header({ pathname }: { pathname: string }) {
  const { t, path } = useI18n();
  const { profile } = useSite();
  const currentPage = pageAt(pathname).page;
  const onHomePage = currentPage === 'home';
  const onCvPage = currentPage === 'cv';
  const onSearchPage = currentPage === 'search';
  // A paper's page belongs to the publications page the Publications item opens.
  const onPublicationsPage = currentPage === 'publications' || currentPage === 'publication';
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

  const sectionLinks = (
    <ul className={styles.navList}>
      {items.map((item) => (
        <li key={item.sectionId}>
          <a
            className={styles.navLink}
            href={item.href}
            aria-current={item.opensPage && onPublicationsPage ? 'page' : undefined}
            onClick={(event) => onSectionClick(event, item)}
          >
            {t(item.labelKey)}
          </a>
        </li>
      ))}
      <li>
        <a className={styles.navLink} href={path('/cv/')} aria-current={onCvPage ? 'page' : undefined}>
          {t('cv.nav')}
        </a>
      </li>
    </ul>
  );

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
          {sectionLinks}
        </nav>

        <div className={styles.desktopControls}>
          <SearchLink className={styles.iconButton} current={onSearchPage} />
          <LanguageToggle className={styles.languageToggle} pathname={pathname} />
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
        <nav aria-label={t('nav.mainLabel')}>{sectionLinks}</nav>
        <div className={styles.mobileControls}>
          <SearchLink className={styles.iconButton} current={onSearchPage} />
          <LanguageToggle className={styles.languageToggle} pathname={pathname} />
          <ThemeToggle className={styles.iconButton} />
        </div>
      </div>
    </header>
  );
}
