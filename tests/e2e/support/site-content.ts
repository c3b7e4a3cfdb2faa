import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { collectionModels } from '../../../core/collections/registry.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
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

/** A language's interface strings as the build writes them: the product's, with content/strings.<lang>.json over them. */
function readStrings(language: Language): Record<string, string> {
  const product = productStringsOf(language);
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

type Model = (typeof collectionModels)[number];
const inNavigation = (model: Model) => !('inNavigation' in model) || model.inNavigation !== false;
const firstPage = (model: Model) => (model.pages as ReadonlyArray<{ neutralPath: string }>)[0];

/** The home page sections the header links to, in page order: the collections' in the registry's order, then contact. */
export const navSections: readonly string[] = [...collectionModels.filter(inNavigation).map((model) => model.section), 'contact'];

/** The site's list pages, which the search page links to: the first page of each collection in the navigation that has one. */
export const listPages: ReadonlyArray<{ section: string; neutralPath: string }> = collectionModels.filter(inNavigation).flatMap((model) => {
  const page = firstPage(model);
  return page === undefined ? [] : [{ section: model.section, neutralPath: page.neutralPath }];
});

/** The header's items that open their section's page (publications, news…), not those that scroll to their home section (projects). */
const pageOfNavItem = new Map(
  listPages.filter(({ section }) => !collectionModels.some((model) => model.section === section && 'navigatesToSection' in model && model.navigatesToSection)).map(({ section, neutralPath }) => [section, neutralPath]),
);
export const navSectionAnchors = navSections.filter((id) => !pageOfNavItem.has(id));

/** Where the header's item of a section leads, from the home page path of a language ('/' or '/fr/'). */
export function navHref(homePath: string, id: string): string {
  const neutralPath = pageOfNavItem.get(id);
  return neutralPath === undefined ? `${homePath}#${id}` : `${homePath}${neutralPath.slice(1)}/`;
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
  /** A collection page's id (news, teaching…), or one of the product's pages. */
  kind: string;
  /** The interface string of its title (its <h1>, and its <title> before the owner's name); none for home and an own page. */
  titleKey?: string;
}

/** The pages of the collections: every page of each collection's model but the publications list, tested on its own. */
const collectionPages = collectionModels.flatMap((model) => {
  const pages: ReadonlyArray<{ id: string; neutralPath: string; titleKey: string }> = model.pages;
  return pages.filter((page) => page.id !== 'publications');
});

function pagesIn(language: Language): SitePage[] {
  const prefix = language === site.defaultLanguage ? '' : `/${language}`;
  return [
    { name: `home-${language}`, path: `${prefix}/`, language, kind: 'home' },
    ...collectionPages.map((page) => ({ name: `${page.id}-${language}`, path: `${prefix}${page.neutralPath}/`, language, kind: page.id, titleKey: page.titleKey })),
    { name: `search-${language}`, path: `${prefix}/search/`, language, kind: 'search', titleKey: 'search.title' },
    { name: `own-page-${language}`, path: `${prefix}/${ownPage.slug}/`, language, kind: 'ownPage' },
    { name: `not-found-${language}`, path: `${prefix}/no-such-page`, language, kind: 'notFound', titleKey: 'notFound.title' },
  ];
}

export const sitePages: readonly SitePage[] = [...pagesIn('en'), ...pagesIn('fr')];

/** The one <h1> of a page: the owner's name on home, the page title elsewhere. */
export function expectedHeading(page: SitePage): string {
  if (page.kind === 'home') return site.profile.name;
  if (page.kind === 'ownPage') return ownPage.title[page.language];
  if (page.titleKey === undefined) throw new Error(`the site page ${page.name} has no title key`);
  return text(page.language, page.titleKey);
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
