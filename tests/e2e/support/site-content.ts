import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { SiteConfig } from '../../../schemas/types.generated.ts';

/** The shipped content's languages. */
export type Language = 'en' | 'fr';

/**
 * The shipped content and the pages of the site, as the browser tests expect them (global-setup builds from a
 * copy of content/ that differs only in the contact form endpoint).
 */
const contentDir = resolve(import.meta.dirname, '../../../content');

function readJson<T>(fileName: string): T {
  return JSON.parse(readFileSync(join(contentDir, fileName), 'utf8')) as T;
}

/** The shipped site.json: English and French, English at the root, every optional section. */
type ShippedSite = Omit<SiteConfig, 'defaultLanguage' | 'profile'> &
  Required<Pick<SiteConfig, 'spotlight' | 'contact' | 'projects'>> & {
    defaultLanguage: 'en' | 'fr';
    profile: SiteConfig['profile'] & Required<Pick<SiteConfig['profile'], 'cv' | 'email'>>;
  };
export const site = readJson<ShippedSite>('site.json');

const productStringsDir = resolve(import.meta.dirname, '../../../core/i18n/strings');

/** A language's interface strings as the build writes them: the product's, with content/strings.<lang>.json over them. */
function readStrings(language: Language): Record<string, string> {
  const product = JSON.parse(readFileSync(join(productStringsDir, `${language}.json`), 'utf8')) as Record<string, string>;
  const overrideFile = `strings.${language}.json`;
  const override = existsSync(join(contentDir, overrideFile)) ? readJson<Record<string, string>>(overrideFile) : {};
  return { ...product, ...override };
}

const strings: Record<Language, Record<string, string>> = { en: readStrings('en'), fr: readStrings('fr') };

/** The text of a UI string key in a language, with `{name}` placeholders filled. */
export function text(language: Language, key: string, vars: Record<string, string | number> = {}): string {
  const template = strings[language]?.[key];
  if (template === undefined) throw new Error(`the ${language} interface strings have no key "${key}"`);
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in vars ? String(vars[name]) : placeholder));
}

/** The part of a UI string before its first placeholder ('Play video: ' of 'Play video: {title}'). */
export function textPrefix(language: Language, key: string): string {
  const template = text(language, key);
  const placeholder = template.indexOf('{');
  return placeholder === -1 ? template : template.slice(0, placeholder);
}

/** The home page sections the header links to, in page order. */
export const navSections = ['skills', 'projects', 'publications', 'experience', 'education', 'news', 'talks', 'posts', 'teaching', 'software', 'contact'] as const;

/** The header's Publications, News, Talks, Posts, Teaching and Software items open their page; the others scroll to their home section. */
const sectionsWithPages: ReadonlyArray<(typeof navSections)[number]> = ['publications', 'news', 'talks', 'posts', 'teaching', 'software'];
export const navSectionAnchors = navSections.filter((id) => !sectionsWithPages.includes(id));

/** Where the header's item of a section leads, from the home page path of a language ('/' or '/fr/'). */
export function navHref(homePath: string, id: (typeof navSections)[number]): string {
  return sectionsWithPages.includes(id) ? `${homePath}${id}/` : `${homePath}#${id}`;
}

/** The title an owner's page gives itself in its front matter (content/pages/<slug>.md, <slug>.<lang>.md). */
function ownPageTitle(slug: string, language: Language): string {
  const file = language === site.defaultLanguage ? `pages/${slug}.md` : `pages/${slug}.${language}.md`;
  const title = /^title: (.+)$/m.exec(readFileSync(join(contentDir, file), 'utf8'))?.[1];
  if (title === undefined) throw new Error(`content/${file} has no title`);
  return title;
}

/** The shipped content's own page, in both languages and in the header (nav: true), after the CV. */
export const ownPage = { slug: 'consulting', title: { en: ownPageTitle('consulting', 'en'), fr: ownPageTitle('consulting', 'fr') } } as const;

export interface SitePage {
  name: string;
  path: string;
  language: Language;
  kind: 'home' | 'projects' | 'news' | 'talks' | 'posts' | 'teaching' | 'software' | 'search' | 'ownPage' | 'notFound';
}

export const sitePages: readonly SitePage[] = [
  { name: 'home-en', path: '/', language: 'en', kind: 'home' },
  { name: 'projects-en', path: '/projects/', language: 'en', kind: 'projects' },
  { name: 'news-en', path: '/news/', language: 'en', kind: 'news' },
  { name: 'talks-en', path: '/talks/', language: 'en', kind: 'talks' },
  { name: 'posts-en', path: '/posts/', language: 'en', kind: 'posts' },
  { name: 'teaching-en', path: '/teaching/', language: 'en', kind: 'teaching' },
  { name: 'software-en', path: '/software/', language: 'en', kind: 'software' },
  { name: 'search-en', path: '/search/', language: 'en', kind: 'search' },
  { name: 'own-page-en', path: '/consulting/', language: 'en', kind: 'ownPage' },
  { name: 'not-found-en', path: '/no-such-page', language: 'en', kind: 'notFound' },
  { name: 'home-fr', path: '/fr/', language: 'fr', kind: 'home' },
  { name: 'projects-fr', path: '/fr/projects/', language: 'fr', kind: 'projects' },
  { name: 'news-fr', path: '/fr/news/', language: 'fr', kind: 'news' },
  { name: 'talks-fr', path: '/fr/talks/', language: 'fr', kind: 'talks' },
  { name: 'posts-fr', path: '/fr/posts/', language: 'fr', kind: 'posts' },
  { name: 'teaching-fr', path: '/fr/teaching/', language: 'fr', kind: 'teaching' },
  { name: 'software-fr', path: '/fr/software/', language: 'fr', kind: 'software' },
  { name: 'search-fr', path: '/fr/search/', language: 'fr', kind: 'search' },
  { name: 'own-page-fr', path: '/fr/consulting/', language: 'fr', kind: 'ownPage' },
  { name: 'not-found-fr', path: '/fr/no-such-page', language: 'fr', kind: 'notFound' },
];

/** The one <h1> of a page: the owner's name on home, the page title elsewhere. */
export function expectedHeading(page: SitePage): string {
  if (page.kind === 'home') return site.profile.name;
  if (page.kind === 'projects') return text(page.language, 'projectsPage.title');
  if (page.kind === 'news') return text(page.language, 'news.title');
  if (page.kind === 'talks') return text(page.language, 'talks.title');
  if (page.kind === 'posts') return text(page.language, 'posts.title');
  if (page.kind === 'teaching') return text(page.language, 'teaching.title');
  if (page.kind === 'software') return text(page.language, 'software.title');
  if (page.kind === 'search') return text(page.language, 'search.title');
  if (page.kind === 'ownPage') return ownPage.title[page.language];
  return text(page.language, 'notFound.title');
}

/** How many pixels the page is wider than the viewport (0 or less: no horizontal scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The path of a page in a language: the default language at the root, the other one under /<language>/. */
export function pagePath(language: Language, neutralPath: '/' | '/projects/'): string {
  return language === site.defaultLanguage ? neutralPath : `/${language}${neutralPath}`;
}

export const indexablePages = sitePages.filter((page) => page.kind !== 'notFound');

/** Public address of a page, as canonical links and the sitemap give it. */
export function publicUrl(path: string): string {
  return `${site.siteUrl}${path}`;
}

/**
 * Chromium reports a document served with status 404 as a failed resource load on the console. A 404 page
 * is served that way on purpose, so this one message is expected there; any other is a problem.
 */
export const notFoundDocumentMessage =
  'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
