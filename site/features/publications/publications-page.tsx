import { memo, startTransition, Suspense, useMemo, useState } from 'react';
import { useData, useDataWhen } from '../../shared/data/data-context.tsx';
import { NoteIntl, useI18n } from '../../shared/i18n/i18n-context.tsx';
import { bibliographyDownloads, type PublicationsListAuthors, type PublicationsListData } from '../../../core/collections/publications/publication-data.ts';
import type { PublicationFilter } from '../../../core/collections/publications/publication-filters.ts';
import { ArrowLeftIcon } from '../../shared/ui/icons/arrow-left-icon.tsx';
import { PublicationEntry } from './publication-entry.tsx';
import { PublicationFilterBar } from './publication-filter-bar.tsx';
import {
  groupByYear,
  isShown,
  matchesSearch,
  publicationSorts,
  readListQuery,
  searchText,
  sortEntries,
  writeListQuery,
  type ListQuery,
  type PublicationSort,
  type YearGroup,
} from './publication-list-view.ts';
import styles from './publications-page.module.css';
import { Island } from '../../shared/islands/island.tsx';
import { useUrlQuery } from './use-url-query.ts';

const listId = 'all-publications';
/**
 * The entries at the top of the list render at once; the rest skip layout until scrolled near. More than a
 * tall screen holds: an entry skipped in the first paint is laid out at an estimated height, then at its own,
 * which moves what is below it on screen.
 */
const entriesRenderedAtOnce = 20;

/**
 * /publications/: every work, newest first under year headings, with category filters, a search and a sort
 * kept in the URL query. The prerendered HTML is the whole list (readable without JavaScript); a filter or a
 * search only hides entries.
 */
export function PublicationsPage() {
  const { t, path } = useI18n();
  const list = useData<PublicationsListData>('publications-list');
  return (
    <div className={styles.page}>
      <nav aria-label={t('publicationsPage.navLabel')} className={styles.pageBar}>
        <a href={path('/')} className={styles.pageBarLink}>
          <ArrowLeftIcon />
          {t('publicationsPage.backToPortfolio')}
        </a>
      </nav>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('publicationsPage.title')}</h1>
        {list.status === 'success' && (
          <p className={styles.count}>{t('publicationsPage.count', { n: list.data.total })}</p>
        )}
        <p className={styles.downloads}>
          {t('publicationsPage.download')}{' '}
          {bibliographyDownloads.map(({ path, label }, index) => (
            <span key={path}>
              {index > 0 && ' · '}
              <a href={path} download>
                {label}
              </a>
            </span>
          ))}
        </p>
      </header>
      {list.status === 'loading' && (
        <p role="status" className={styles.loading}>
          {t('common.loading')}
        </p>
      )}
      {list.status === 'error' && <p role="alert">{t('publications.errorFallback')}</p>}
      {list.status === 'success' && (
        <Island name="publications-page" load="query">
          <PublicationsList />
        </Island>
      )}
    </div>
  );
}

/**
 * The search, sort, filters and list: an island that reads the compact list of every work (`publications-list`)
 * on first use, or at once when the URL holds a view.
 */
export function PublicationsList() {
  const list = useData<PublicationsListData>('publications-list');
  return list.status === 'success' ? <PublicationsListView data={list.data} /> : null;
}

function PublicationsListView({ data }: { data: PublicationsListData }) {
  const { t, format } = useI18n();
  const [params, setParams] = useUrlQuery();
  // The prerendered page is the default view: the URL's query reads empty while hydrating (no mismatch).
  const query = readListQuery(params);
  // The search's folded texts are made on the first search, not at hydration: a filter's first use waits for none.
  const searching = query.search.trim() !== '';
  // The authors the entries do not name are fetched once the search field is first focused (or the URL searches).
  const [searchFocused, setSearchFocused] = useState(false);
  const others = useDataWhen<PublicationsListAuthors>('publications-list-authors', searching || searchFocused);
  const otherAuthors = others?.status === 'success' ? others.data : undefined;
  const texts = useMemo(
    () =>
      searching ? new Map(data.entries.map((entry) => [entry.key, searchText(entry, otherAuthors?.[entry.key])])) : new Map<string, string>(),
    [data, searching, otherAuthors],
  );
  const sorted = useMemo(() => sortEntries(data.entries, query.sort), [data, query.sort]);
  const groups = useMemo(() => groupByYear(sorted), [sorted]);
  const renderedAtOnce = useMemo(() => new Set(sorted.slice(0, entriesRenderedAtOnce).map((entry) => entry.key)), [sorted]);
  const shownCount = sorted.filter((entry) => isShown(entry, texts.get(entry.key) ?? '', query)).length;

  const apply = (change: Partial<ListQuery>, replace: boolean) => setParams(writeListQuery({ ...query, ...change }), { replace });
  // Typing and sorting re-render or reorder the whole list: a transition keeps the field answering meanwhile. A
  // filter changes one attribute of the list (the stylesheet hides the other categories): done at once.
  const update = (change: Partial<ListQuery>, replace: boolean) => startTransition(() => apply(change, replace));
  const entriesProps = { texts, search: query.search, renderedAtOnce };

  return (
    <>
      <form role="search" className={styles.controls} data-needs-script onSubmit={(event) => event.preventDefault()}>
        <label className={styles.control}>
          <span>{t('publicationsPage.search')}</span>
          <input
            type="search"
            name="q"
            value={query.search}
            placeholder={t('publicationsPage.searchPlaceholder')}
            onFocus={() => setSearchFocused(true)}
            onChange={(event) => update({ search: event.target.value }, query.search !== '')}
          />
        </label>
        <label className={styles.control}>
          <span>{t('publicationsPage.sort')}</span>
          <select
            name="sort"
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value as PublicationSort }, false)}
          >
            {publicationSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(sort === 'newest' ? 'publicationsPage.sortNewest' : 'publicationsPage.sortCited')}
              </option>
            ))}
          </select>
        </label>
      </form>
      <PublicationFilterBar
        active={query.filter}
        counts={data.counts}
        controls={listId}
        onChange={(filter: PublicationFilter) => apply({ filter }, false)}
      />
      <p role="status" className={styles.shown} data-needs-script>
        {t('publicationsPage.shown', { n: format.number(shownCount), total: format.number(data.total) })}
      </p>
      {/* The category filter is the list's `data-filter`, read by the stylesheet: the entries' elements stay as they
          are, so a filter's first use does not wait for the entries' hydration (deferred below). */}
      <div id={listId} className={styles.list} data-filter={query.filter}>
        {query.sort === 'newest' ? (
          groups.map((group) => {
            const visible = group.entries.some((item) => isShown(item, texts.get(item.key) ?? '', query));
            return (
              <section key={group.year ?? 'none'} hidden={!visible} aria-labelledby={`year-${group.year ?? 'none'}`}>
                <h2 id={`year-${group.year ?? 'none'}`} className={styles.yearHeading}>
                  {group.year ?? t('publicationsPage.noYear')}
                </h2>
                <ol className={styles.entries}>
                  <Entries entries={group.entries} {...entriesProps} />
                </ol>
              </section>
            );
          })
        ) : (
          <ol className={styles.entries}>
            <Entries entries={sorted} {...entriesProps} />
          </ol>
        )}
      </div>
      {shownCount === 0 && <p className={styles.empty}>{t('publicationsPage.noMatch')}</p>}
    </>
  );
}

/**
 * Entries, each hidden unless the search finds it. A prerendered boundary's hydration is deferred by React until
 * the island has answered; the memo keeps the boundary's props the same while only the category filter changes,
 * as a change would make React hydrate it first. What the entries format (a citation count each) is not carried
 * with the island (`NoteIntl`): their hydration comes after the first answer, and 1,000 counts would weigh on the page.
 */
const Entries = memo(function Entries({
  entries,
  texts,
  search,
  renderedAtOnce,
}: {
  entries: YearGroup['entries'];
  texts: ReadonlyMap<string, string>;
  search: string;
  renderedAtOnce: ReadonlySet<string>;
}) {
  return (
    <Suspense>
      <NoteIntl noted={null}>
        {entries.map((item) => (
          <PublicationEntry
            key={item.key}
            entry={item}
            hidden={!matchesSearch(texts.get(item.key) ?? '', search)}
            deferRendering={!renderedAtOnce.has(item.key)}
          />
        ))}
      </NoteIntl>
    </Suspense>
  );
});
