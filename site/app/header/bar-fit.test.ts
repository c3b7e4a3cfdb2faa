import { describe, expect, it } from 'vitest';
import { barFit, barPlace, textWidthEm } from './bar-fit.ts';

const controls = { initials: 'ÉM', otherLanguages: 1 };
const english = ['Skills', 'Projects', 'Publications', 'Experience', 'Education', 'News', 'Talks', 'Posts', 'Teaching', 'Contact', 'CV'];

describe('textWidthEm', () => {
  it('adds up DejaVu Sans widths with a margin, an accent weighing nothing and any other character a full em', () => {
    expect(textWidthEm('Skills')).toBeCloseTo(2.59 * 1.08);
    expect(textWidthEm('Éé')).toBeCloseTo(textWidthEm('Ee'));
    expect(textWidthEm('研究')).toBeCloseTo(2 * 1.08);
  });
});

describe('barFit', () => {
  it('keeps every link in the bar when they all fit, so there is no More button', () => {
    expect(barFit(['Publications', 'CV'], 'More', controls)).toEqual({ narrow: 2, wide: 2 });
  });

  it('puts what does not fit in More, leaving it room; more fits from 1,152 px than at 1,024 px', () => {
    const fit = barFit(english, 'More', controls);
    expect(fit.narrow).toBeLessThan(english.length);
    expect(fit.wide).toBeGreaterThan(fit.narrow);
    expect(barPlace(0, fit)).toBe('bar');
    expect(barPlace(fit.narrow, fit)).toBe(fit.narrow < fit.wide ? 'wideBar' : 'more');
    expect(barPlace(english.length - 1, fit)).toBe(fit.wide === english.length ? 'wideBar' : 'more');
  });

  it('holds fewer links with longer labels, and with more language toggles', () => {
    const french = ['Compétences', 'Projets', 'Publications', 'Expérience', 'Formation', 'Actualités', 'Conférences', 'Billets', 'Enseignement', 'Contact', 'CV'];
    expect(barFit(french, 'Plus', controls).wide).toBeLessThan(barFit(english, 'More', controls).wide);
    expect(barFit(english, 'More', { initials: 'ÉM', otherLanguages: 4 }).narrow).toBeLessThan(barFit(english, 'More', controls).narrow);
  });
});
