import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../content/validate-content.ts';
import { dataFiles } from './data-files.ts';

const shippedContent = fileURLToPath(new URL('../../content/', import.meta.url));

describe('dataFiles', () => {
  it('leaves out the "$schema" key the shipped content files (publications.json too) keep for editors', async () => {
    const { content, problems } = await validateContent(shippedContent);
    if (content === undefined) throw new Error(JSON.stringify(problems));
    expect(content.publications.$schema).toBe('../schemas/publications.schema.json');
    for (const [key, data] of Object.entries(dataFiles(content))) expect(data, key).not.toHaveProperty('$schema');
  });

  it('writes one strings file per site language and no file for a section the content lacks', async () => {
    const { content } = await validateContent(shippedContent);
    if (content === undefined) throw new Error('the shipped content is valid');
    const { skills: _skills, projects: _projects, ...rest } = content;
    const keys = Object.keys(dataFiles({ ...rest, languages: ['en'], sections: ['publications', 'experience', 'education', 'contact'] }));
    expect(keys.sort()).toEqual(['edition', 'education', 'experience', 'publications', 'site', 'strings.en']);
    expect(dataFiles(content)['strings.fr']).toMatchObject({ 'nav.skills': 'Compétences', 'language.ogLocale': 'fr_FR' });
  });
});
