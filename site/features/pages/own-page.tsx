import { ownPagePath, type OwnPageData } from '../../../core/collections/pages/pages-model.ts';
import { localizedPath } from '../../../core/i18n/languages.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { MarkdownBody } from '../../shared/markdown/markdown-body.tsx';
import { LanguageTwins } from '../../shared/ui/language-twins.tsx';
import styles from './pages.module.css';

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
        <LanguageTwins
          label={t('pages.alsoIn')}
          twins={page.twins}
          hrefFor={(language) => `${localizedPath(language, ownPagePath(page.slug))}/`}
          className={styles.twins}
        />
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
