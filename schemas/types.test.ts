import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { editionSchemaPath, generatedTypesPath, generateTypes, withRegistrySections } from './generate-types.ts';

describe('schemas/types.generated.ts', () => {
  it('is up to date with schemas/*.schema.json (run `npx tsx schemas/generate-types.ts` if not)', async () => {
    const committed = await readFile(generatedTypesPath, 'utf8');
    expect(committed).toBe(await generateTypes());
  });

  it("has edition.schema.json's sectionId from the registry's sections (run `npx tsx schemas/generate-types.ts` if not)", async () => {
    const committed = await readFile(editionSchemaPath, 'utf8');
    expect(committed).toBe(withRegistrySections(committed));
  });

  it('declares each shared type once, under its schema title', async () => {
    const generated = await generateTypes();
    const names = [
      'SiteConfig', 'UiStrings', 'SkillsFile', 'Skill', 'TimelineFile', 'TimelineItem', 'ProjectsFile', 'Project',
      'PublicationsFile', 'Publication', 'PublicationAuthor', 'ManualPublicationsFile', 'LocalizedText', 'LocalizedTextList',
    ];
    for (const name of names) {
      expect(generated.match(new RegExp(`^export (interface|type) ${name}\\b`, 'gm')), name).toHaveLength(1);
    }
    expect(generated).not.toMatch(/^export (interface|type) \w+\d\b/m);
  });
});
