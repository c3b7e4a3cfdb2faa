import { useLocation } from 'react-router-dom';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { languageStorageKey, otherLanguage, type Language } from '../../shared/i18n/languages.ts';
import { twinPagePath } from '../head/page-urls.ts';

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage blocked: the twin page still opens; the choice is not remembered for the next visit.
  }
}

/**
 * A real link to the twin page in the other language. The choice is stored before the link is followed,
 * so the boot script of the next page respects it. The twin is a full page load of its prerendered HTML.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  const target = otherLanguage(language);
  const href = twinPagePath(pathname, target);

  return (
    <a
      className={className}
      href={href}
      hrefLang={target}
      lang={target}
      // The visible code starts the name, so speech input ("click FR") finds the link.
      aria-label={`${target.toUpperCase()} – ${t(`language.${target}`)}`}
      onClick={() => rememberLanguage(target)}
    >
      {target.toUpperCase()}
    </a>
  );
}
