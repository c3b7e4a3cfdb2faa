import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PublicationsFile } from '../../schemas/types.generated.ts';
import { langAttribute, readLanguage, workLanguage } from './text-language.ts';

const englishAbstract =
  'We use Delft3D to explore how a breached dike changes the sediment budget of the estuary, and compare the results with surveys.';
const frenchAbstract =
  "Nous étudions l'évolution du trait de côte d'une plage de poche sous l'effet des tempêtes successives, avec des mesures vidéo et un modèle d'équilibre.";

describe('readLanguage', () => {
  it('reads English, French, German and Spanish prose', () => {
    expect(readLanguage(englishAbstract)).toBe('en');
    expect(readLanguage(frenchAbstract)).toBe('fr');
    expect(readLanguage('Wir untersuchen die Wirkung von Sturmfluten auf die Küste und den Strand mit einem Modell.')).toBe('de');
    expect(readLanguage('Estudiamos el efecto de las tormentas sobre la costa con un modelo y los datos del satélite.')).toBe('es');
  });

  it('says nothing of a text too short to tell, or of mixed words', () => {
    expect(readLanguage('Swash hydrodynamics on a steep gravel beach')).toBeNull();
    expect(readLanguage('')).toBeNull();
    expect(readLanguage('the of and le les des')).toBeNull();
  });
});

describe('workLanguage', () => {
  it('follows the text where it plainly reads as a language, whatever OpenAlex says', () => {
    expect(workLanguage({ title: 'Morphodynamic modelling of a managed realignment site', abstract: englishAbstract, language: 'fr' })).toBe('en');
    expect(workLanguage({ title: 'Évolution des plages de poche', abstract: frenchAbstract, language: 'en' })).toBe('fr');
  });

  it('takes OpenAlex’s language where the text is too short to tell', () => {
    expect(workLanguage({ title: 'Swash hydrodynamics on a steep gravel beach', abstract: '', language: 'en' })).toBe('en');
    expect(workLanguage({ title: 'Houle et jet de rive', language: 'FR' })).toBe('fr');
    expect(workLanguage({ title: '海岸侵食の数値モデル', language: 'ja' })).toBe('ja');
  });

  it('gives none rather than a language plainly wrong for the script of the text, or none known', () => {
    expect(workLanguage({ title: 'Swash hydrodynamics', language: 'ja' })).toBeNull();
    expect(workLanguage({ title: '海岸侵食の数値モデル', language: 'en' })).toBeNull();
    expect(workLanguage({ title: 'Swash hydrodynamics', language: null })).toBeNull();
    expect(workLanguage({ title: 'Swash hydrodynamics' })).toBeNull();
  });

  it('reads every shipped work as English, the OpenAlex "fr" of an English paper included', () => {
    const file = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/publications.json'), 'utf8')) as PublicationsFile;
    expect(file.items.some((work) => work.language === 'fr')).toBe(true);
    for (const work of file.items) expect(workLanguage(work), work.id).toBe('en');
  });
});

describe('langAttribute', () => {
  it('is the text’s language only where it differs from the page’s', () => {
    expect(langAttribute('en', 'fr')).toBe('en');
    expect(langAttribute('en', 'en')).toBeUndefined();
    expect(langAttribute('fr', 'fr-CA')).toBeUndefined();
    expect(langAttribute(null, 'fr')).toBeUndefined();
    expect(langAttribute(undefined, 'en')).toBeUndefined();
  });
});
