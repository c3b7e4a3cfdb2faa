import type { ReactNode } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ChevronDownIcon } from '../../shared/ui/icons/chevron-down-icon.tsx';
import styles from './header.module.css';
import { useMoreMenu } from './use-more-menu.ts';

export const moreMenuId = 'more-menu';

/**
 * The bar's More button and the links that do not fit beside it (bar-fit.ts): a disclosure, its list under it.
 * `items` are those links' list items, each shown by the stylesheet only at the widths where the bar lacks it;
 * `narrowOnly`: from 1,152 px every link fits and the button is gone. It needs script to open; without it the
 * bar holds every link in a row that scrolls sideways (header.module.css).
 */
export function MoreMenu({ items, narrowOnly }: { items: (close: () => void) => ReactNode; narrowOnly: boolean }) {
  const { t } = useI18n();
  const menu = useMoreMenu();
  return (
    <div ref={menu.containerRef} className={narrowOnly ? `${styles.more} ${styles.moreNarrowOnly}` : styles.more} data-needs-script onBlur={menu.closeWhenFocusLeaves}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={`${styles.navLink} ${styles.moreButton}`}
        aria-expanded={menu.open}
        aria-controls={moreMenuId}
        onClick={menu.toggle}
      >
        {t('nav.more')}
        <ChevronDownIcon className={styles.moreIcon} />
      </button>
      <ul id={moreMenuId} className={styles.moreList} hidden={!menu.open}>
        {items(menu.close)}
      </ul>
    </div>
  );
}
