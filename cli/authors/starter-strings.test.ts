import { describe, expect, it } from 'vitest';
import { productStrings } from '../content/product-strings.ts';
import { sectionOfStringKey } from '../content/rules/string-sections.ts';
import { languageStrings, starterStrings } from './starter-strings.ts';

describe('languageStrings', () => {
  it.each([
    ['de', { 'language.name': 'Deutsch', 'language.locale': 'de-DE', 'language.ogLocale': 'de_DE' }],
    ['es', { 'language.name': 'Español', 'language.locale': 'es-ES', 'language.ogLocale': 'es_ES' }],
    ['ja', { 'language.name': '日本語', 'language.locale': 'ja-JP', 'language.ogLocale': 'ja_JP' }],
  ])('%s names itself and its locale', (language, strings) => {
    expect(languageStrings(language)).toEqual(strings);
  });
});

describe('starterStrings', () => {
  it('is null for a language the product ships strings for', async () => {
    const product = await productStrings();
    expect(starterStrings('en', product, '../schemas')).toBeNull();
    expect(starterStrings('fr', product, '../schemas')).toBeNull();
  });

  it('gives a third language every key a site with hero and publications shows, in English, with its own name and locale', async () => {
    const product = await productStrings();
    const english = product.get('en') ?? {};
    const strings = starterStrings('de', product, '../schemas') ?? {};
    expect(strings.$schema).toBe('../schemas/strings.schema.json');
    expect(strings['language.name']).toBe('Deutsch');
    expect(strings['language.locale']).toBe('de-DE');
    const keys = Object.keys(strings).filter((key) => key !== '$schema');
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.every((key) => sectionOfStringKey(key) === undefined || sectionOfStringKey(key) === 'publications')).toBe(true);
    expect(keys.some((key) => key.startsWith('skills.') || key.startsWith('contact.'))).toBe(false);
    const copied = keys.filter((key) => !key.startsWith('language.'));
    expect(copied.every((key) => strings[key] === english[key])).toBe(true);
  });
});
