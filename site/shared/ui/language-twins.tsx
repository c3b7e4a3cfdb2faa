import type { Edition } from '../../../schemas/types.generated.ts';
import { useData } from '../data/data-context.tsx';

interface LanguageTwinsProps {
  /** "Also in", in the page's language. */
  label: string;
  /** The other languages the item is written in. */
  twins: readonly string[];
  hrefFor: (language: string) => string;
  className: string | undefined;
}

/** An item (a post, an owner's page) in each other language it is written in, each named in itself (edition data). */
export function LanguageTwins({ label, twins, hrefFor, className }: LanguageTwinsProps) {
  const edition = useData<Edition>('edition');
  if (twins.length === 0) return null;
  const names = new Map(edition.status === 'success' ? edition.data.languages.map((entry) => [entry.code, entry.name]) : []);
  return (
    <p className={className}>
      {label}{' '}
      {twins.map((language, index) => (
        <span key={language}>
          {index > 0 && ', '}
          <a href={hrefFor(language)} hrefLang={language} lang={language}>
            {names.get(language) ?? language}
          </a>
        </span>
      ))}
    </p>
  );
}
