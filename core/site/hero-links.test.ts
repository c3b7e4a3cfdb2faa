import { describe, expect, it } from 'vitest';
import { heroLink } from './hero-links.ts';

const shippedHome = ['spotlight', 'skills', 'projects', 'publications', 'experience', 'education', 'news', 'talks', 'contact'] as const;

describe('heroLink', () => {
  it('leads the button to the experience and the arrow to the skills on the shipped home page', () => {
    expect(heroLink('button', shippedHome)).toEqual({ section: 'experience', labelKey: 'hero.viewWork' });
    expect(heroLink('arrow', shippedHome)).toEqual({ section: 'skills', labelKey: 'hero.scrollToSkills' });
  });

  it('leads the arrow to the publications on a home page without skills, or where they come first', () => {
    expect(heroLink('arrow', ['projects', 'publications', 'contact'])).toEqual({ section: 'publications', labelKey: 'hero.scrollToPublications' });
    expect(heroLink('arrow', ['publications', 'skills'])?.section).toBe('publications');
  });

  it('offers nothing the home page does not show', () => {
    expect(heroLink('button', ['skills', 'publications', 'contact'])).toBeUndefined();
    expect(heroLink('arrow', ['contact', 'education'])).toBeUndefined();
    expect(heroLink('arrow', [])).toBeUndefined();
  });
});
