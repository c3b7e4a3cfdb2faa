import type { ReactNode } from 'react';
import type { SiteConfig } from '../../schemas/types.generated.ts';
import { I18nProvider } from '../shared/i18n/i18n-context.tsx';
import type { Language } from '../../core/i18n/languages.ts';
import type { Strings } from '../../core/i18n/translate.ts';
import { SiteProvider } from '../shared/site/site-context.tsx';
import { ThemeProvider } from '../shared/theme/theme-context.tsx';

/** What every part of a page reads: the site settings, the theme and the page's language. None renders an element. */
export function PageProviders({
  site,
  language,
  strings,
  children,
}: {
  site: SiteConfig;
  language: Language;
  strings: Strings;
  children: ReactNode;
}) {
  return (
    <SiteProvider site={site}>
      <ThemeProvider defaultPreference={site.defaultTheme}>
        <I18nProvider language={language} strings={strings}>
          {children}
        </I18nProvider>
      </ThemeProvider>
    </SiteProvider>
  );
}
