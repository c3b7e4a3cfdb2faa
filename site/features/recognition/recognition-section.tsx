import { awardEntries, grantEntries, type RecognitionFiles } from '../../../core/collections/recognition/recognition-model.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import styles from './recognition.module.css';

/**
 * Home page: the awards and the grants (awards.json, grants.json), newest first. Plain HTML, no island: the
 * prerender reads the data file `recognition`, and nothing in it responds to the visitor.
 */
export function RecognitionSection() {
  const { t, language, format } = useI18n();
  const state = useData<RecognitionFiles>('recognition');
  if (state.status !== 'success') return null;
  const awards = awardEntries(state.data.awards?.items ?? [], language, format);
  const grants = grantEntries(state.data.grants?.items ?? [], language, format, t);
  if (awards.length === 0 && grants.length === 0) return null;
  return (
    <section id="recognition" aria-labelledby="recognition-title" className={styles.section}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id="recognition-title" className={styles.title}>
            {t('recognition.title')}
          </h2>
        </header>
        <div className={styles.columns}>
          {awards.length > 0 && (
            <section aria-labelledby="recognition-awards" className={styles.column}>
              <h3 id="recognition-awards" className={styles.columnTitle}>
                {t('recognition.awards')}
              </h3>
              <ul className={styles.list}>
                {awards.map((award) => (
                  <li key={award.id} className={styles.item}>
                    <p className={styles.itemTitle}>{award.title}</p>
                    <p className={styles.detail}>
                      {award.organisation} ·{' '}
                      <time dateTime={award.dateIso} className={styles.date}>
                        {award.date}
                      </time>
                    </p>
                    {award.description !== '' && <p className={styles.text}>{award.description}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {grants.length > 0 && (
            <section aria-labelledby="recognition-grants" className={styles.column}>
              <h3 id="recognition-grants" className={styles.columnTitle}>
                {t('recognition.grants')}
              </h3>
              <ul className={styles.list}>
                {grants.map((grant) => (
                  <li key={grant.id} className={styles.item}>
                    <p className={styles.itemTitle}>{grant.url === '' ? grant.title : <a href={grant.url}>{grant.title}</a>}</p>
                    <p className={styles.detail}>
                      {grant.funder} · {grant.role} · <span className={styles.date}>{grant.dates}</span>
                    </p>
                    {grant.amount !== '' && <p className={styles.text}>{grant.amount}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
