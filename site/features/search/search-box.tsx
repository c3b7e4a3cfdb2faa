import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Translate } from '../../../core/i18n/translate.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { SearchIcon } from '../../shared/ui/icons/search-icon.tsx';
import { loadPagefind, type PagefindResult } from './pagefind-client.ts';
import { searchHit, type SearchHit } from './search-hits.ts';
import { queryFromUrl, queryParameter, urlWithQuery } from './search-query.ts';
import { SearchResults } from './search-results.tsx';
import styles from './search.module.css';

/** Results shown at first, and added by each "more". Each shown result costs a request for its fragment. */
const resultsPerPage = 10;
/** The search waits this long after the last key (fetching what it will need meanwhile). */
const typingDelayMs = 250;

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: PagefindResult[]; hits: SearchHit[] }
  | { status: 'failed' };

function hitsOf(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  return Promise.all(results.map(async (result) => searchHit(await result.data())));
}

/**
 * The search page's island: a form (GET ?q=, so a query in the URL searches at once) whose field loads Pagefind
 * on first focus, searches as the visitor types, and lists what it finds; a live region says how much.
 */
export function SearchBox() {
  const { t, path } = useI18n();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const fieldRef = useRef<HTMLInputElement>(null);
  // Only the latest search may answer: an earlier one that resolves late is dropped.
  const latest = useRef(0);

  const search = useCallback(async (words: string, { waitForTyping }: { waitForTyping: boolean }) => {
    const ticket = ++latest.current;
    const term = words.trim();
    if (term === '') {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'searching', query: term });
    try {
      const siteSearch = await loadPagefind();
      if (waitForTyping) {
        siteSearch.preload(term);
        await new Promise((resolve) => setTimeout(resolve, typingDelayMs));
      }
      if (ticket !== latest.current) return;
      const results = await siteSearch.search(term);
      if (ticket !== latest.current) return;
      const hits = await hitsOf(results.slice(0, resultsPerPage));
      if (ticket === latest.current) setState({ status: 'done', query: term, results, hits });
    } catch (error) {
      if (ticket !== latest.current) return;
      console.error('The site search could not load (/pagefind/).', error);
      setState({ status: 'failed' });
    }
  }, []);

  // A query in the URL (?q=, from the form sent before the script ran, a shared link, a reload) is searched at once.
  useEffect(() => {
    const words = queryFromUrl(window.location.search);
    if (words !== '') {
      setQuery(words);
      void search(words, { waitForTyping: false });
    } else if (document.activeElement === fieldRef.current) {
      // Focused before the island hydrated: the focus that woke it also asks for the index.
      loadPagefind().catch(() => undefined);
    }
  }, [search]);

  const keepInUrl = (words: string) => window.history.replaceState(window.history.state, '', urlWithQuery(window.location.pathname, words));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    keepInUrl(query);
    void search(query, { waitForTyping: false });
  };

  const showMore = async () => {
    if (state.status !== 'done') return;
    const ticket = latest.current;
    const more = await hitsOf(state.results.slice(state.hits.length, state.hits.length + resultsPerPage));
    if (ticket === latest.current) setState({ ...state, hits: [...state.hits, ...more] });
  };

  return (
    <div className={styles.box} data-needs-script>
      <form role="search" className={styles.form} action={path('/search/')} method="get" onSubmit={onSubmit}>
        <label className={styles.label} htmlFor="search-field">
          {t('search.label')}
        </label>
        <div className={styles.fieldRow}>
          <input
            ref={fieldRef}
            id="search-field"
            className={styles.field}
            type="search"
            name={queryParameter}
            value={query}
            autoComplete="off"
            spellCheck={false}
            onFocus={() => loadPagefind().catch(() => undefined)}
            onChange={(event) => {
              setQuery(event.target.value);
              keepInUrl(event.target.value);
              void search(event.target.value, { waitForTyping: true });
            }}
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon />
            {t('search.submit')}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {statusText(state, t)}
      </p>
      {state.status === 'done' && state.hits.length > 0 ? (
        <>
          <SearchResults hits={state.hits} label={statusText(state, t)} />
          {state.hits.length < state.results.length ? (
            <button type="button" className={styles.more} onClick={() => void showMore()}>
              {t('search.more')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** What the live region says: nothing before a search, then what it is doing or found. */
function statusText(state: SearchState, t: Translate): string {
  if (state.status === 'searching') return t('search.loading');
  if (state.status === 'failed') return t('search.failed');
  if (state.status !== 'done') return '';
  const count = state.results.length;
  if (count === 0) return t('search.noResults', { query: state.query });
  return count === 1 ? t('search.resultsOne', { query: state.query }) : t('search.results', { query: state.query, n: count });
}
