// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '../../../schemas/types.generated.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { click, mount, renderToHtml } from '../testing/render-with-providers.tsx';
import { TimelineCard } from './timeline-card.tsx';

const englishStrings = productStringsOf('en');
const frenchStrings = productStringsOf('fr');

const item: TimelineItem = {
  id: 'doctoral-researcher',
  category: 'research',
  start_date: '2022-11',
  end_date: null,
  title: { en: 'Doctoral Researcher', fr: 'Doctorante chercheuse' },
  role: { en: 'PhD project', fr: 'Projet de thèse' },
  organization: 'Laboratoire d’Hydraulique Côtière',
  location: { en: 'Brest, France', fr: 'Brest, France' },
  summary: { en: 'I develop coastal models.', fr: 'Je développe des modèles côtiers.' },
  bullets: { en: ['Built ShoreCast', 'Won a prize'], fr: ['Conception de ShoreCast', 'Un prix'] },
  links: [{ label: { en: 'Laboratory website', fr: 'Site du laboratoire' }, url: 'https://lab.example.org' }],
};

describe('TimelineCard', () => {
  it('shows the entry in the page language', () => {
    const { container, unmount } = mount(<TimelineCard item={item} idPrefix="experience" />, {
      strings: englishStrings,
    });
    const card = container.querySelector('article')!;
    expect(card.querySelector('h3')?.textContent).toBe('Doctoral Researcher');
    expect(card.getAttribute('aria-labelledby')).toBe('experience-doctoral-researcher-title');
    expect(card.textContent).toContain('PhD project');
    expect(card.textContent).toContain('Laboratoire d’Hydraulique Côtière');
    expect(card.textContent).toContain('Nov 2022 – Present');
    expect(card.textContent).toContain('Brest, France');
    expect(card.textContent).toContain('I develop coastal models.');
    const link = card.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://lab.example.org');
    expect(link?.textContent).toBe('Laboratory website (opens in a new tab)');
    unmount();
  });

  it('writes dates the French way on French pages', () => {
    const html = renderToHtml(<TimelineCard item={{ ...item, end_date: '2024-06' }} idPrefix="experience" />, {
      language: 'fr',
      strings: frenchStrings,
    });
    expect(html).toContain('nov. 2022 – juin 2024');
    expect(html).toContain('Doctorante chercheuse');
    expect(html).toContain('Site du laboratoire');
  });

  it('opens and closes the Key Highlights with a button that tells its state', () => {
    const { container, unmount } = mount(<TimelineCard item={item} idPrefix="experience" />, {
      strings: englishStrings,
    });
    const button = container.querySelector('button')!;
    const list = container.querySelector('#experience-doctoral-researcher-highlights') as HTMLUListElement;
    expect(button.textContent).toBe('Key Highlights');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector(`[id="${button.getAttribute('aria-describedby')}"]`)?.textContent).toBe(
      'Doctoral Researcher',
    );
    expect(list.hidden).toBe(true);

    click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect([...list.querySelectorAll('li')].map((bullet) => bullet.textContent)).toEqual([
      'Built ShoreCast',
      'Won a prize',
    ]);

    click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    unmount();
  });

  it('has no Key Highlights control when the entry has no bullets', () => {
    for (const bullets of [undefined, { en: [], fr: [] }]) {
      const html = renderToHtml(<TimelineCard item={{ ...item, bullets }} idPrefix="experience" />, {
        strings: englishStrings,
      });
      expect(html).not.toContain('<button');
      expect(html).not.toContain('Key Highlights');
    }
  });

  it('leaves out the optional role, location and links when the entry has none', () => {
    const { role: _role, location: _location, links: _links, ...bare } = item;
    const html = renderToHtml(<TimelineCard item={bare} idPrefix="education" />, { strings: englishStrings });
    expect(html).not.toContain('PhD project');
    expect(html).not.toContain('Brest');
    expect(html).not.toContain('<a ');
    expect(html).toContain('id="education-doctoral-researcher-title"');
  });
});
