import type { SectionId, SiteConfig } from '../../schemas/types.generated.ts';
import type { CollectionId } from '../../core/collections/registry.ts';
import { collectionBuilds } from '../collections/registry.ts';
import type { JsonDocument } from '../content/json-document.ts';
import type { Problem } from '../shared/problems.ts';
import { redirectProblems } from './redirect-rules.ts';
import { siteAddresses, type SiteAddresses } from './site-addresses.ts';

/** What of the validated content (`Content`, cli/content/validate-content.ts) decides the pages it makes. */
interface ContentPages {
  site: SiteConfig;
  languages: string[];
  sections: SectionId[];
  collections: Partial<Record<CollectionId, unknown>>;
}

/** Every page the content makes, as the build will list them: the fixed ones and each collection's item pages. */
function contentAddresses(content: ContentPages): SiteAddresses {
  const itemPages = (Object.entries(content.collections) as Array<[CollectionId, unknown]>).flatMap(([id, value]) => collectionBuilds[id].itemPages?.(value, content.languages) ?? []);
  return siteAddresses(content.site, content.sections, itemPages);
}

/** redirects.json's problems against the pages the content makes. */
export function oldAddressProblems(document: JsonDocument, content: ContentPages): Problem[] {
  return redirectProblems(document, contentAddresses(content));
}
