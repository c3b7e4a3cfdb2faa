import type { Edition } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSite } from '../../shared/site/site-context.tsx';
import styles from './footer.module.css';

/** Copyright and a line about the site. The year comes from the content, never from the clock (cli/build/edition.ts). */
export function Footer() {
  const { t } = useI18n();
  const { profile } = useSite();
  const edition = useData<Edition>('edition');
  const year = edition.status === 'success' ? edition.data.year : null;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          {year === null
            ? t('footer.copyrightNoYear', { name: profile.name })
            : t('footer.copyright', { year, name: profile.name })}
        </p>
        <p className={styles.description}>{t('footer.description')}</p>
      </div>
    </footer>
  );
}
