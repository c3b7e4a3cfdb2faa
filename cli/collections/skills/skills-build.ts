import type { SkillsFile } from '../../../schemas/types.generated.ts';
import { withoutSchemaKey } from '../../content/without-schema-key.ts';
import type { CollectionBuild } from '../collection-build.ts';
import { skillsProblems } from './skills-rules.ts';

/** skills.json: its rules, and the file as its home section and the CV read it (data file `skills`, without `$schema`). */
export const skillsBuild: CollectionBuild = {
  rules: skillsProblems,
  cvDataFiles: (value) => ({ skills: withoutSchemaKey(value as SkillsFile) }),
};
