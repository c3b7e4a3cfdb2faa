import { Fragment } from 'react';
import type { ExcerptPart } from './excerpt-parts.ts';
import type { SearchHit } from './search-hits.ts';
import styles from './search.module.css';

/** An excerpt as text, the searched words in <mark>: never parsed as HTML (excerpt-parts.ts). */
function Excerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  if (parts.length === 0) return null;
  return (
    <p className={styles.excerpt}>
      {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}
    </p>
  );
}

/** The pages, or items of a list page, found, best first: each a link with its part of the site and an excerpt, then the places that match. */
export function SearchResults({ hits, label }: { hits: readonly SearchHit[]; label: string }) {
  return (
    <ol className={styles.results} aria-label={label}>
      {hits.map((hit) => (
        <li key={hit.url} className={styles.result}>
          {hit.section === undefined ? null : <span className={styles.section}>{hit.section}</span>}
          <a className={styles.resultTitle} href={hit.url}>
            {hit.title}
          </a>
          <Excerpt parts={hit.excerpt} />
          {hit.places.length > 0 ? (
            <ul className={styles.places}>
              {hit.places.map((place) => (
                <li key={place.url}>
                  <a className={styles.placeTitle} href={place.url}>
                    {place.title}
                  </a>
                  <Excerpt parts={place.excerpt} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
