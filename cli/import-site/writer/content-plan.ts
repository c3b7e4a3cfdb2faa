import type { SectionId } from '../../../schemas/types.generated.ts';
import { collectionModels } from '../../../core/collections/registry.ts';
import { starterStrings } from '../../authors/starter-strings.ts';
import type { StringTable } from '../../content/product-strings.ts';
import { isSitePage, siteAddresses } from '../../redirects/site-addresses.ts';
import type { OldPath, OldSite } from '../old-site.ts';
import { newsItems, talkItems, teachingCourses, timelineItems } from './list-files.ts';
import { aboutPage, pageFiles, postFiles, projectFiles, type ContentFile } from './markdown-files.ts';
import { importedSite, publicationSources, type ImportOptions, type Notes } from './site-file.ts';
import { manualWorks, startingPublications } from './works.ts';

/** Everything the import writes: the content files, the old files to copy, and what the report says of them. */
export interface ContentPlan {
  files: ContentFile[];
  /** Old site file → path under content/. */
  copies: Array<{ from: OldPath; to: string }>;
  redirects: Array<{ from: string; to: string }>;
  /** How many sources site.json names for fetch-publications (a bibliography, OpenAlex, ORCID). */
  sourceCount: number;
  /** How many of each kind were written, in report order. */
  counts: Array<[string, number]>;
  notes: Notes;
}

/**
 * What a first attempt's validation refused, to leave out of the next: `posts/<slug>` and `pages/<slug>` items,
 * redirects by `from`, the profile's photo or CV file.
 */
export interface LeftOut {
  items: ReadonlySet<string>;
  redirects: ReadonlySet<string>;
  profile: ReadonlySet<'photo' | 'cv'>;
}

export const nothingLeftOut: LeftOut = { items: new Set(), redirects: new Set(), profile: new Set() };

function json(path: string, value: unknown): ContentFile {
  return { path, text: `${JSON.stringify(value, null, 2)}\n` };
}

/** The sections the written files make, by each collection's files (core/collections/registry.ts). */
function sectionsOf(paths: readonly string[]): SectionId[] {
  return collectionModels
    .filter((model) => {
      const { file } = model;
      if ('name' in file) return paths.includes(file.name);
      if ('folder' in file) return paths.some((path) => path.startsWith(`${file.folder}/`));
      if ('perLanguage' in file) return paths.some((path) => path.startsWith(`${file.perLanguage}.`));
      return file.files.some((each) => paths.includes(each.name));
    })
    .map((model) => model.section);
}

const slugOf = (path: string) => path.replace(/^[a-z]+\/|\.md$/g, '');
/** `/projects/sea-ice.html` → `sea-ice`: an old item page's slug, as its address ends. */
const lastSegment = (path: string) => path.replace(/\/+$/, '').split('/').pop()?.replace(/\.html?$/, '') ?? '';

/**
 * The new content folder from an old site: pure, so every kind is tested without a disk. `product` is the
 * product's interface strings (a language it lacks gets a strings file to translate); `now` the import's time.
 */
export function planContent(oldSite: OldSite, options: ImportOptions, product: ReadonlyMap<string, StringTable>, now: Date, leftOut: LeftOut = nothingLeftOut): ContentPlan {
  const { languages, schemaDirectory } = options;
  const refusedFiles = new Set([leftOut.profile.has('photo') ? oldSite.profile.photo?.path : undefined, leftOut.profile.has('cv') ? oldSite.profile.cvPdf : undefined]);
  const old: OldSite = {
    ...oldSite,
    profile: { ...oldSite.profile, photo: leftOut.profile.has('photo') ? null : oldSite.profile.photo, cvPdf: leftOut.profile.has('cv') ? null : oldSite.profile.cvPdf },
    assets: oldSite.assets.filter((asset) => !refusedFiles.has(asset.to)),
  };
  const schema = (name: string) => `${schemaDirectory}/${name}.schema.json`;
  const notes: Notes = { changes: [], toCheck: [] };
  const site = importedSite(old, options, notes);
  const posts = postFiles(old.posts, leftOut.items, notes);
  const projects = projectFiles(old.projects, languages, notes);
  const about = aboutPage(old.profile.about, new Set(old.pages.map((page) => page.slug)));
  const pages = pageFiles([...old.pages, ...projects.pages, ...(about === null ? [] : [about])], leftOut.items, notes);
  const works = manualWorks(old.publications, notes);
  const news = newsItems(old.news, languages, notes);
  const talks = talkItems(old.talks, languages, notes);
  const courses = teachingCourses(old.courses, languages, notes);
  const experience = timelineItems(old.experience, 'research', languages, notes);
  const education = timelineItems(old.education, 'degree', languages, notes);

  const files: ContentFile[] = [
    json('site.json', site),
    json('publications.json', startingPublications(works.items, schemaDirectory, now)),
    ...(works.items.length === 0 ? [] : [json('publications.manual.json', { $schema: schema('publications-manual'), items: works.items })]),
    ...(old.bibliography === null ? [] : [{ path: 'publications.bib', text: old.bibliography.text }]),
    ...(news.length === 0 ? [] : [json('news.json', { $schema: schema('news'), items: news })]),
    ...(talks.length === 0 ? [] : [json('talks.json', { $schema: schema('talks'), items: talks })]),
    ...(courses.length === 0 ? [] : [json('teaching.json', { $schema: schema('teaching'), courses, supervision: [] })]),
    ...(experience.length === 0 ? [] : [json('experience.json', { $schema: schema('timeline'), items: experience })]),
    ...(education.length === 0 ? [] : [json('education.json', { $schema: schema('timeline'), items: education })]),
    ...projects.files,
    ...posts.files,
    ...pages.files,
  ];
  const sections = sectionsOf(files.map((file) => file.path));
  for (const language of languages) {
    const strings = starterStrings(language, product, schemaDirectory, sections);
    if (strings !== null) {
      files.push(json(`strings.${language}.json`, strings));
      notes.toCheck.push(`strings.${language}.json: the product has no ${language} interface texts; translate these English ones.`);
    }
  }
  if (languages.length > 1) notes.toCheck.push(`Every text in ${languages.slice(1).join(', ')} is a copy of the old site's: translate them (site.json, the JSON files' texts, projects.<lang>.md); posts and pages are in ${languages[0] ?? 'en'} only until you add <slug>.<lang>.md.`);

  const renamed = new Map([...posts.renamed, ...pages.renamed]);
  const itemPages = [
    ...posts.files.map((file) => ({ page: 'post', key: slugOf(file.path), languages: [languages[0] ?? 'en'] })),
    ...pages.files.map((file) => ({ page: 'page', key: slugOf(file.path), languages: [languages[0] ?? 'en'] })),
    ...works.items.map((work) => ({ page: 'publication', key: work.id, languages: [...languages] })),
  ];
  const addresses = siteAddresses({ languages, defaultLanguage: languages[0] ?? 'en' }, sections, itemPages);
  // The bibliography's and the sources' works get their keys when they are imported: validation checks those targets.
  const worksToCome = old.bibliography !== null || options.authorIds.length > 0 || options.orcid !== null;
  const redirects = old.redirects.flatMap((redirect) => {
    // A project without an address of its own is a page now: its old page goes there rather than to the list.
    const ownPage = redirect.to.startsWith('/projects') ? projects.pages.find((page) => lastSegment(redirect.from) === page.slug) : undefined;
    const target = ownPage === undefined ? redirect.to : `/${ownPage.slug}/`;
    const to = renamed.get(target) ?? renamed.get(`${target}/`) ?? target;
    const leave = (why: string) => {
      notes.changes.push(`redirect ${redirect.from} → ${redirect.to} left out: ${why}`);
      return [];
    };
    if (leftOut.redirects.has(redirect.from)) return leave('validation refused it (above)');
    if (isSitePage(redirect.from, addresses)) return leave('that address is a page of the new site');
    if (!isSitePage(to, addresses) && !(worksToCome && to.startsWith('/publications/'))) return leave('its page was not imported');
    return [{ from: redirect.from, to }];
  });
  if (redirects.length > 0) files.push(json('redirects.json', { $schema: schema('redirects'), redirects }));

  const manuscripts = works.manuscripts.flatMap(({ pdf, key }) => old.assets.filter((asset) => asset.to === pdf).map((asset) => ({ from: asset.from, to: `papers/${key}.pdf` })));
  const counts: Array<[string, number]> = [
    ['posts', posts.files.length],
    ['pages', pages.files.length],
    ['hand-kept works', works.items.length],
    ['bibliography files', old.bibliography === null ? 0 : old.bibliography.from.length],
    ['news', news.length],
    ['talks', talks.length],
    ['courses', courses.length],
    ['projects', old.projects.length - projects.pages.length],
    ['experience', experience.length],
    ['education', education.length],
    ['files copied', old.assets.length + manuscripts.length],
    ['redirects', redirects.length],
  ];
  return { files, copies: [...old.assets, ...manuscripts], redirects, sourceCount: publicationSources(old, options).length, counts, notes };
}
