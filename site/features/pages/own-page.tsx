import type { Edition } from '../../../schemas/types.generated.ts';
import { ownPagePath, type OwnPageData } from '../../../core/collections/pages/pages-model.ts';
import { localizedPath } from '../../../core/i18n/languages.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { MarkdownBody } from '../../shared/markdown/markdown-body.tsx';
import styles from './pages.module.css';

/** The page in each other language it is written in, each named in itself (edition data). */
function Twins({ slug, twins }: { slug: string; twins: readonly string[] }) {
  const { t } = useI18n();
  const edition = useData<Edition>('edition');
  if (twins.length === 0) return null;
  const names = new Map(edition.status === 'success' ? edition.data.languages.map((entry) => [entry.code, entry.name]) : []);
  return (
    <p className={styles.twins}>
      {t('pages.alsoIn')}{' '}
      {twins.map((language, index) => (
        <span key={language}>
          {index > 0 && ', '}
          <a href={`${localizedPath(language, ownPagePath(slug))}/`} hrefLang={language} lang={language}>
            {names.get(language) ?? language}
          </a>
        </span>
      ))}
    </p>
  );
}

/**
 * /<slug>/: an owner's page, its title and its body (rendered at build time, as a post's is), with a link to each
 * other language it is written in; plain HTML, no island.
 */
export function OwnPage({ dataKey }: { itemKey: string; dataKey: string }) {
  const { t } = useI18n();
  const state = useData<OwnPageData>(dataKey as DataKey);
  if (state.status !== 'success') return null;
  const page = state.data;
  return (
    <article className={styles.article} aria-labelledby="page-title">
      <header className={styles.articleHeader}>
        <h1 id="page-title" className={styles.pageTitle}>
          {page.title}
        </h1>
        <Twins slug={page.slug} twins={page.twins} />
      </header>
      <MarkdownBody
        body={page.body}
        labels={{
          footnotes: t('pages.footnotes'),
          sectionLink: (title) => t('pages.sectionLink', { title }),
          backToReference: (n) => t('pages.backToReference', { n }),
        }}
      />
    </article>
  );
}
