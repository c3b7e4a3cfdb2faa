import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ArrowRightIcon } from '../../shared/ui/icons/arrow-right-icon.tsx';
import { SoftwareCard } from './software-item.tsx';
import styles from './software.module.css';
import { useHomeSoftware } from './use-software.ts';

/** Home page: the newest items, and a link to /software/. Plain HTML. */
export function SoftwareSection() {
  const { t, path } = useI18n();
  const software = useHomeSoftware();
  if (software === null) return null;
  return (
    <section id="software" aria-labelledby="software-title" className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2 id="software-title" className={styles.sectionTitle}>
          {t('software.title')}
        </h2>
      </header>
      <ul className={styles.list}>
        {software.items.map((item) => (
          <SoftwareCard key={item.id} item={item} />
        ))}
      </ul>
      <p className={styles.viewAllRow}>
        <a href={path('/software/')} className={styles.viewAll}>
          {t('software.viewAll', { n: software.total })}
          <ArrowRightIcon />
        </a>
      </p>
    </section>
  );
}
