import type { Skill, SkillsFile } from '../../../schemas/types.generated.ts';
import type { CvContext, CvSection } from '../../cv/cv-section.ts';
import { textIn, textListIn } from '../../cv/localized.ts';
import type { CollectionCv } from '../collection-model.ts';

/** The CV's lines of skills, by category in this order, each headed by its string. */
const categoryKeys: Readonly<Record<Skill['category'], string>> = {
  programming: 'cv.skillsProgramming',
  analysis: 'cv.skillsAnalysis',
  tools: 'cv.skillsTools',
};

/** The CV's section: a line per category of skills, then the research keywords. */
function skillsSection(file: SkillsFile, { language, t }: CvContext): CvSection {
  const rows = Object.entries(categoryKeys)
    .map(([category, key]) => ({
      heading: t(key),
      items: file.skills
        .filter((skill) => skill.category === category)
        .map((skill) => (typeof skill.name === 'string' ? skill.name : textIn(skill.name, language))),
    }))
    .filter((row) => row.items.length > 0);
  const keywords = textListIn(file.keywords, language);
  if (keywords.length > 0) rows.push({ heading: t('cv.keywords'), items: keywords });
  return { heading: t('cv.skills'), layout: 'rows', rows };
}

export const skillsCv = { dataKey: 'skills', sections: { skills: skillsSection } } as const satisfies CollectionCv<'skills'>;
