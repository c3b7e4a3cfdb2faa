import type { SectionId } from '../../../schemas/types.generated.ts';
import { collectionModels } from '../../../core/collections/registry.ts';

/**
 * Which section an interface string belongs to, by its key: a site without that section never shows it, so a
 * language the product ships no strings for need not translate it. Keys of no section are always needed.
 */
const sectionKeys: ReadonlyArray<readonly [RegExp, SectionId]> = [
  [/^spotlight\.|^hero\.watchVideo$/, 'spotlight'],
  [/^(contact|contactForm|purpose|validation)\.|^nav\.contact$|^hero\.getInTouch$/, 'contact'],
  // Each content collection's own strings (core/collections/registry.ts).
  ...collectionModels.map((model) => [model.stringKeys, model.section] as const),
];

export function sectionOfStringKey(key: string): SectionId | undefined {
  return sectionKeys.find(([pattern]) => pattern.test(key))?.[1];
}

/** The keys a site with these sections shows. */
export function keysForSections(keys: Iterable<string>, sections: readonly SectionId[]): string[] {
  return [...keys].filter((key) => {
    const section = sectionOfStringKey(key);
    return section === undefined || sections.includes(section);
  });
}
