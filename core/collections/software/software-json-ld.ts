import { doiUrl, licenseUrl, type SoftwareData, type SoftwarePageEntry } from './software-data.ts';

/**
 * schema.org nodes for /software/: a data set is a `Dataset` (licence, DOI as its identifier, URL), anything else
 * `SoftwareSourceCode` (repository, licence, version, programming language). Each has its anchor on the page as
 * its id, the owner among its creators by reference, and links to the papers it implements (`citation`).
 */
export function softwareNodes(data: SoftwareData, page: { url: string; ownerId: string }): Array<Record<string, unknown>> {
  return data.groups.flatMap((group) => group.items.map((item) => softwareNode(item, page)));
}

function softwareNode(item: SoftwarePageEntry, page: { url: string; ownerId: string }): Record<string, unknown> {
  const anchor = `${page.url}#${encodeURIComponent(item.id)}`;
  const isDataset = item.kind === 'dataset';
  // The page is /software/ of its language: the papers' pages are beside it, in the same language.
  const languageRoot = page.url.slice(0, page.url.lastIndexOf('software/'));
  return {
    '@type': isDataset ? 'Dataset' : 'SoftwareSourceCode',
    '@id': anchor,
    name: item.name,
    description: item.description,
    datePublished: item.date,
    url: item.url ?? item.repository ?? anchor,
    ...(item.version === undefined ? {} : { version: item.version }),
    ...(item.license === undefined ? {} : { license: licenseUrl(item.license) }),
    ...(item.doi === undefined ? {} : { identifier: doiUrl(item.doi) }),
    ...(isDataset || item.repository === undefined ? {} : { codeRepository: item.repository }),
    ...(isDataset || item.language === undefined ? {} : { programmingLanguage: item.language }),
    ...(item.authors.length === 0 ? { creator: { '@id': page.ownerId } } : { creator: item.authors.map((name) => ({ '@type': 'Person', name })) }),
    ...(item.papers.length === 0 ? {} : { citation: item.papers.map((paper) => ({ '@type': 'ScholarlyArticle', name: paper.title, url: `${languageRoot}${paper.neutralPath.slice(1)}` })) }),
  };
}
