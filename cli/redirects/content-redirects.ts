import type { CollectionId } from '../../core/collections/registry.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { collectionBuilds } from '../collections/registry.ts';
import type { Content } from '../content/validate-content.ts';
import type { JsonDocument } from '../content/json-document.ts';
import type { Problem } from '../shared/problems.ts';
import { redirectProblems } from './redirect-rules.ts';
import { siteAddresses, type SiteAddresses } from './site-addresses.ts';

/** Every page the content makes, as the build will list them: the fixed ones, each collection's item pages, each work's. */
function contentAddresses(content: Pick<Content, 'site' | 'languages' | 'sections' | 'collections' | 'publications'>): SiteAddresses {
  const itemPages = (Object.entries(content.collections) as Array<[CollectionId, unknown]>).flatMap(([id, value]) => collectionBuilds[id].itemPages?.(value, content.languages) ?? []);
  const works = content.publications.items.map((work) => ({ page: 'publication', key: publicationKey(work), languages: content.languages }));
  return siteAddresses(content.site, content.sections, [...itemPages, ...works]);
}

/** redirects.json's problems against the pages the content makes. */
export function oldAddressProblems(document: JsonDocument, content: Pick<Content, 'site' | 'languages' | 'sections' | 'collections' | 'publications'>): Problem[] {
  return redirectProblems(document, contentAddresses(content));
}
