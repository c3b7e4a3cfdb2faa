// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SkillsFile } from '../../../schemas/types.generated.ts';
import skillsContent from '../../../content/skills.json';
import { DataStore } from '../../shared/data/data-store.ts';
import { click, mount, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { skillName } from './skill-cards.ts';
import { SkillsSection } from './skills-section.tsx';

const skillsFile = skillsContent as SkillsFile;
const strings = {
  'skills.title': 'Skills & Expertise',
  'skills.programming': 'Programming',
  'skills.analysis': 'Analysis & Modeling',
  'skills.tools': 'Tools & Technologies',
  'skills.keywords': 'Research Keywords',
  'skills.applications': 'Applications',
  'skills.recentProjects': 'Recent Projects',
  'common.error': 'Error',
  'common.loading': 'Loading...',
};
const loadedStore = () => new DataStore({ skills: skillsFile });

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.useRealTimers();
});

function render(options: Parameters<typeof mount>[1]) {
  const mounted = mount(<SkillsSection />, { strings, ...options });
  unmount = mounted.unmount;
  return mounted.container;
}

function skillButton(container: HTMLElement, name: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!button) throw new Error(`No button for ${name}`);
  return button;
}

function detailOf(container: HTMLElement, button: HTMLButtonElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const detail = id ? container.querySelector<HTMLElement>(`#${id}`) : null;
  if (!detail) throw new Error(`${button.textContent} controls no element`);
  return detail;
}

describe('SkillsSection', () => {
  it('prerenders the three cards, every skill as a collapsed toggle, and the keywords', () => {
    document.body.innerHTML = renderToHtml(<SkillsSection />, { strings, store: loadedStore() });
    const section = document.querySelector('section#skills')!;

    expect(section.getAttribute('aria-labelledby')).toBe('skills-title');
    expect(section.querySelector('h2#skills-title')?.textContent).toBe('Skills & Expertise');
    expect([...section.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual([
      'Programming',
      'Analysis & Modeling',
      'Tools & Technologies',
    ]);
    const cardSkills = [...section.querySelectorAll('article')].map((card) =>
      [...card.querySelectorAll('button')].map((button) => button.textContent),
    );
    expect(cardSkills).toEqual(
      ['programming', 'analysis', 'tools'].map((category) =>
        skillsFile.skills.filter((skill) => skill.category === category).map((skill) => skillName(skill, 'en')),
      ),
    );
    for (const button of section.querySelectorAll('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(detailOf(document.body, button).hidden).toBe(true);
    }
    expect([...section.querySelectorAll('li')].slice(-(skillsFile.keywords.en ?? []).length).map((li) => li.textContent)).toEqual(
      skillsFile.keywords.en,
    );
    expect(section.querySelector('[aria-busy]')).toBeNull();
    document.body.innerHTML = '';
  });

  it('expands one skill per card, independently of the other cards, and collapses it on a second click', () => {
    const container = render({ store: loadedStore() });
    const python = skillButton(container, 'Python');
    const matlab = skillButton(container, 'MATLAB');
    const swan = skillButton(container, 'SWAN');

    click(python);
    expect(python.getAttribute('aria-expanded')).toBe('true');
    const pythonDetail = detailOf(container, python);
    expect(pythonDetail.hidden).toBe(false);
    const pythonSkill = skillsFile.skills.find((skill) => skill.name === 'Python')!;
    expect(pythonDetail.querySelector('p')?.textContent).toBe(pythonSkill.description.en);
    expect([...pythonDetail.querySelectorAll('h4:not([hidden])')].map((h) => h.textContent)).toEqual([
      'Applications',
      'Recent Projects',
    ]);
    // The skill's name heads its details only for visitors without JavaScript, who see every skill's details.
    expect([...pythonDetail.querySelectorAll('h4[hidden]')].map((h) => h.textContent)).toEqual(['Python']);
    expect([...pythonDetail.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      ...(pythonSkill.examples.en ?? []),
      ...(pythonSkill.projects.en ?? []),
    ]);

    click(swan);
    expect(python.getAttribute('aria-expanded')).toBe('true');
    expect(swan.getAttribute('aria-expanded')).toBe('true');

    click(matlab);
    expect(matlab.getAttribute('aria-expanded')).toBe('true');
    expect(python.getAttribute('aria-expanded')).toBe('false');
    expect(pythonDetail.hidden).toBe(true);

    click(matlab);
    expect(matlab.getAttribute('aria-expanded')).toBe('false');
    expect(detailOf(container, matlab).hidden).toBe(true);
    expect(swan.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the French texts on the French page', () => {
    const container = render({ store: loadedStore(), language: 'fr' });
    const python = skillButton(container, 'Python');
    click(python);
    const pythonSkill = skillsFile.skills.find((skill) => skill.name === 'Python')!;
    expect(detailOf(container, python).querySelector('p')?.textContent).toBe(pythonSkill.description.fr);
    expect(container.textContent).toContain(skillsFile.keywords.fr?.[0] ?? "missing");
  });

  it('names a skill in the page’s language when the content gives it two names', () => {
    const learning = skillsFile.skills.find((skill) => typeof skill.name !== 'string')!;
    const names = learning.name as { en: string; fr: string };
    expect(names.en).not.toBe(names.fr);
    const french = render({ store: loadedStore(), language: 'fr' });
    expect(skillButton(french, names.fr).getAttribute('aria-expanded')).toBe('false');
    expect(french.textContent).not.toContain(names.en);
  });

  it('shows the skeleton grid while the skills are fetched, then the cards once the 800 ms timer is over', async () => {
    vi.useFakeTimers();
    let resolve: (data: unknown) => void = () => {};
    const store = new DataStore({}, () => new Promise((settle) => (resolve = settle)));
    const container = render({ store });

    const skeleton = container.querySelector('[aria-busy="true"]');
    expect(skeleton).not.toBeNull();
    expect(skeleton?.querySelector('[role="status"]')?.textContent).toBe('Loading...');
    expect(container.querySelectorAll('button')).toHaveLength(0);

    await act(async () => resolve(skillsFile));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => vi.advanceTimersByTime(800));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.querySelectorAll('article')).toHaveLength(3);
  });

  it('says so when the skills cannot be loaded', async () => {
    vi.useFakeTimers();
    const store = new DataStore({}, () => Promise.reject(new Error('offline')));
    const container = render({ store });
    await act(async () => vi.advanceTimersByTime(800));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Error');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
