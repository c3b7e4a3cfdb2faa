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
});
