import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ArrowRightIcon } from '../../shared/ui/icons/arrow-right-icon.tsx';
import { TalkItem } from './talk-item.tsx';
import styles from './talks.module.css';
import { useTalks } from './use-talks.ts';

/** Home page: every upcoming talk, then the latest past ones, and a link to /talks/. */
export function TalksSection() {
  const { t, path } = useI18n();
  const talks = useTalks('home');
  if (talks === null) return null;
  return (
    <section id="talks" aria-labelledby="talks-title" className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2 id="talks-title" className={styles.sectionTitle}>
          {t('talks.title')}
        </h2>
      </header>
      <ul className={styles.list}>
        {[...talks.upcoming, ...talks.past].map((talk) => (
          <TalkItem key={talk.id} talk={talk} anchor={false} />
        ))}
      </ul>
      <p className={styles.viewAllRow}>
        <a href={path('/talks/')} className={styles.viewAll}>
          {t('talks.viewAll', { n: talks.total })}
          <ArrowRightIcon />
        </a>
      </p>
    </section>
  );
}
