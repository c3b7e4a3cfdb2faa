import type { Skill } from '../../../schemas/types.generated.ts';
import type { Language } from '../../../core/i18n/languages.ts';

export type SkillCategory = Skill['category'];

/** Card order on the page (specification: Programming, Analysis & Modeling, Tools & Technologies). */
export const skillCategories: readonly SkillCategory[] = ['programming', 'analysis', 'tools'];

export interface SkillCard {
  category: SkillCategory;
  skills: Skill[];
}

/** The skill's name in the page's language (a name written once is the same in both). */
export function skillName(skill: Skill, language: Language): string {
  return typeof skill.name === 'string' ? skill.name : (skill.name[language] ?? '');
}

/** One card per category that has skills, in card order; skills keep the order of the content file. */
export function groupSkillsByCategory(skills: readonly Skill[]): SkillCard[] {
  return skillCategories
    .map((category) => ({ category, skills: skills.filter((skill) => skill.category === category) }))
    .filter((card) => card.skills.length > 0);
}

/** Which skill is expanded on each card, by its position on the card; a card with none open has no entry. */
export type OpenSkills = Readonly<Partial<Record<SkillCategory, number>>>;

export interface ToggleSkill {
  type: 'toggle';
  category: SkillCategory;
  index: number;
}

/** One open skill per card: opening one closes the card's other one, toggling the open one closes it. */
export function openSkillsReducer(state: OpenSkills, action: ToggleSkill): OpenSkills {
  const { [action.category]: open, ...otherCards } = state;
  return open === action.index ? otherCards : { ...otherCards, [action.category]: action.index };
}

/** Stable ids linking a skill's toggle (aria-controls) to its detail region. */
export function skillDetailId(category: SkillCategory, index: number): string {
  return `skill-${category}-${index}`;
}
