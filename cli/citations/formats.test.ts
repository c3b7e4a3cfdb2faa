import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PublicationsFile } from '../../schemas/types.generated.ts';
import { toCsl } from './csl.ts';
import { apaReferences } from './formats.ts';

const shipped = JSON.parse(readFileSync(fileURLToPath(new URL('../../content/publications.json', import.meta.url)), 'utf8')) as PublicationsFile;
const items = shipped.items.map(toCsl);

describe('apaReferences', () => {
  it.each(['en', 'fr'])('gives each work, formatted with all the others, the reference it has alone (%s)', (language) => {
    const together = apaReferences(items, language);
    const alone = Object.assign({}, ...items.map((item) => apaReferences([item], language))) as Record<string, string>;
    expect(together).toEqual(alone);
    expect(apaReferences([...items].reverse(), language)).toEqual(together);
  });
});
