export type Language = 'en' | 'fr';
export type FormFactor = 'mobile' | 'desktop';
export type Theme = 'light' | 'dark';

export const formFactors: readonly FormFactor[] = ['mobile', 'desktop'];
export const themes: readonly Theme[] = ['light', 'dark'];

/** Browser windows of the axe pass: a small phone (where the mobile menu is opened) and Lighthouse's desktop. */
export const viewports: Record<FormFactor, { width: number; height: number }> = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1350, height: 940 },
};

export type PageKind = 'home' | 'projects' | 'notFound';

export interface AuditedPage {
  /** Short name used in the table and in report file names. */
  label: string;
  kind: PageKind;
  language: Language;
  /** Where a visitor (and axe) opens the page. */
  path: string;
  /**
   * Where Lighthouse opens it. Lighthouse refuses to audit a document answered with status 404, so the 404
   * page is audited at the file every unknown path is answered with.
   */
  lighthousePath: string;
}

/**
 * The built home page says which language sits at the root: the other one lives under its /en/ or /fr/ prefix.
 */
export function rootLanguageOf(homeHtml: string): Language {
  const lang = /<html[^>]*\slang="([a-z]{2})/i.exec(homeHtml)?.[1]?.toLowerCase();
  if (lang !== 'en' && lang !== 'fr') {
    throw new Error(`the built index.html has no <html lang="en"> or <html lang="fr"> (found ${lang ?? 'none'})`);
  }
  return lang;
}

export function auditedPages(rootLanguage: Language): AuditedPage[] {
  const otherLanguage: Language = rootLanguage === 'en' ? 'fr' : 'en';
  return [
    { language: rootLanguage, prefix: '' },
    { language: otherLanguage, prefix: `/${otherLanguage}` },
  ].flatMap(({ language, prefix }) => [
    { label: `${prefix}/`, kind: 'home', language, path: `${prefix}/`, lighthousePath: `${prefix}/` },
    { label: `${prefix}/projects/`, kind: 'projects', language, path: `${prefix}/projects/`, lighthousePath: `${prefix}/projects/` },
    {
      label: `404 (${language})`,
      kind: 'notFound',
      language,
      path: `${prefix}/page-that-does-not-exist/`,
      lighthousePath: `${prefix}/404.html`,
    },
  ]);
}

/** A file-name-safe form of a page label: "/fr/projects/" → "fr-projects", "/" → "home". */
export function pageSlug(page: AuditedPage): string {
  if (page.kind === 'notFound') return `404-${page.language}`;
  return page.label.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
}
