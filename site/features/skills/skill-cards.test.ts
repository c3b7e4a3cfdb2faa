import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Skill } from '../../../schemas/types.generated.ts';
import { groupSkillsByCategory, openSkillsReducer, skillCategories, skillName, type OpenSkills } from './skill-cards.ts';

function skill(name: string, category: Skill['category']): Skill {
  const text = { en: name, fr: name };
  return { name, category, description: text, examples: { en: [], fr: [] }, projects: { en: [], fr: [] } };
}

describe('skillName', () => {
  it('gives a name written once in both languages, and a name written twice in the page’s language', () => {
    const python = skill('Python', 'programming');
    const learning: Skill = { ...skill('', 'analysis'), name: { en: 'Machine Learning', fr: 'Apprentissage automatique' } };
    expect([skillName(python, 'en'), skillName(python, 'fr')]).toEqual(['Python', 'Python']);
    expect([skillName(learning, 'en'), skillName(learning, 'fr')]).toEqual(['Machine Learning', 'Apprentissage automatique']);
  });
});

describe('groupSkillsByCategory', () => {
  it('puts the cards in the order Programming, Analysis, Tools and keeps each card in file order', () => {
    const cards = groupSkillsByCategory([
      skill('SWAN', 'tools'),
      skill('Python', 'programming'),
      skill('Machine Learning', 'analysis'),
      skill('R', 'programming'),
      skill('XBeach', 'tools'),
    ]);
    expect(cards.map((card) => [card.category, card.skills.map((s) => s.name)])).toEqual([
      ['programming', ['Python', 'R']],
      ['analysis', ['Machine Learning']],
      ['tools', ['SWAN', 'XBeach']],
    ]);
  });

  it('leaves out a category without skills', () => {
    const cards = groupSkillsByCategory([skill('Python', 'programming'), skill('SWAN', 'tools')]);
    expect(cards.map((card) => card.category)).toEqual(['programming', 'tools']);
  });

  it('keeps every skill exactly once, whatever the input order', () => {
    const skillArbitrary = fc
      .tuple(fc.string({ minLength: 1 }), fc.constantFrom(...skillCategories))
      .map(([name, category]) => skill(name, category));
    fc.assert(
      fc.property(fc.array(skillArbitrary), (skills) => {
        const grouped = groupSkillsByCategory(skills).flatMap((card) => card.skills);
        expect(grouped).toHaveLength(skills.length);
        for (const category of skillCategories) {
          expect(grouped.filter((s) => s.category === category)).toEqual(
            skills.filter((s) => s.category === category),
          );
        }
      }),
    );
  });
});

describe('openSkillsReducer', () => {
  const toggle = (state: OpenSkills, category: Skill['category'], index: number) =>
    openSkillsReducer(state, { type: 'toggle', category, index });

  it('opens a skill on a card with none open', () => {
    expect(toggle({}, 'programming', 2)).toEqual({ programming: 2 });
  });

  it('keeps one skill open per card: opening another replaces it', () => {
    expect(toggle({ programming: 2 }, 'programming', 0)).toEqual({ programming: 0 });
  });

  it('collapses the open skill when it is toggled again', () => {
    expect(toggle({ programming: 0, tools: 1 }, 'programming', 0)).toEqual({ tools: 1 });
  });

  it('leaves the other cards as they are', () => {
    const state = toggle(toggle(toggle({}, 'programming', 1), 'analysis', 3), 'tools', 0);
    expect(state).toEqual({ programming: 1, analysis: 3, tools: 0 });
    expect(toggle(state, 'analysis', 3)).toEqual({ programming: 1, tools: 0 });
  });

  it('does not change the state it was given', () => {
    const state: OpenSkills = Object.freeze({ analysis: 1 });
    toggle(state, 'analysis', 2);
    expect(state).toEqual({ analysis: 1 });
  });
});
