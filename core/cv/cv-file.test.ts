import { describe, expect, it } from 'vitest';
import { cvDownloadPath, generatedCvPath, handMadeCvPath, nameSlug } from './cv-file.ts';

describe('generatedCvPath', () => {
  it('names the file after the owner, without accents, per language', () => {
    expect(generatedCvPath('Élodie Marchand', 'en')).toBe('/cv/elodie-marchand-cv-en.pdf');
    expect(generatedCvPath('Łukasz Żółć', 'fr')).toBe('/cv/lukasz-zolc-cv-fr.pdf');
    expect(nameSlug("José Müller-O'Brien")).toBe('jose-muller-o-brien');
  });

  it('falls back to cv-<lang>.pdf for a name with no Latin letter', () => {
    expect(generatedCvPath('王小明', 'en')).toBe('/cv/cv-en.pdf');
  });
});

describe('cvDownloadPath', () => {
  it('offers the hand-made PDF when profile.cv names one', () => {
    expect(cvDownloadPath({ name: 'Élodie Marchand', cv: 'files/CV_2025.pdf' }, 'fr')).toBe('/CV_2025.pdf');
    expect(handMadeCvPath('files/cv/2025/Marchand-CV.pdf')).toBe('/Marchand-CV.pdf');
    expect(handMadeCvPath('files/CV#1?.pdf')).toBe('/CV%231%3F.pdf');
  });

  it('offers the generated PDF of the page language otherwise', () => {
    expect(cvDownloadPath({ name: 'Élodie Marchand' }, 'fr')).toBe('/cv/elodie-marchand-cv-fr.pdf');
  });
});
