import type { Edition } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSections } from '../../shared/site/sections.ts';
import { otherLanguages } from '../../../core/i18n/languages.ts';
import { twinPagePath } from '../../../core/site/page-urls.ts';

/**
 * A real link to the twin page in each of the site's other languages (none on a one-language site). The page
 * stores the choice before the link is followed, so the boot script of the next page respects it. The twin
 * is a full page load of its prerendered HTML; from an owner's page, its twin where it is written (`writtenIn`). Each language is named in itself (edition data).
 */
export function LanguageToggle({ className, pathname, writtenIn }: { className?: string; pathname: string; writtenIn?: readonly string[] }) {
  const { language } = useI18n();
  const edition = useData<Edition>('edition');
  const sections = useSections();
  const names = new Map(edition.status === 'success' ? edition.data.languages.map((entry) => [entry.code, entry.name]) : []);

  return (
    <>
      {otherLanguages(language).map((target) => (
        <a
          key={target}
          className={className}
          href={twinPagePath(pathname, target, sections, writtenIn)}
          hrefLang={target}
          lang={target}
          // The visible code starts the name, so speech input ("click FR") finds the link.
          aria-label={`${target.toUpperCase()} – ${names.get(target) ?? target.toUpperCase()}`}
          // The page stores the choice when the link is followed (site/app/islands/page-services.ts).
          data-remember-language={target}
        >
          {target.toUpperCase()}
        </a>
      ))}
    </>
  );
}
