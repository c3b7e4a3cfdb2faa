import type { CollectionCv } from './collection-model.ts';
import type { CollectionId } from './registry.ts';
import { recognitionCv } from './recognition/recognition-cv.ts';
import { skillsCv } from './skills/skills-cv.ts';
import { softwareCv } from './software/software-cv.ts';
import { talksCv } from './talks/talks-cv.ts';
import { teachingCv } from './teaching/teaching-cv.ts';
import { timelineCv } from './timeline-cv.ts';

/**
 * The CV's sections of the kinds that have some, by id (docs/collections.md). Apart from the models, which every
 * page's header loads: only the CV reads these.
 */
export const collectionCvs = {
  skills: skillsCv,
  experience: timelineCv('experience'),
  education: timelineCv('education'),
  talks: talksCv,
  teaching: teachingCv,
  software: softwareCv,
  recognition: recognitionCv,
} as const satisfies { [Id in CollectionId]?: CollectionCv<Id> };

type CvSectionsOf<Cv> = Cv extends { sections: infer Sections } ? keyof Sections & string : never;
/** A section of the CV, by id: a collection's, or the publications', not a collection yet. */
export type CvSectionId = CvSectionsOf<(typeof collectionCvs)[keyof typeof collectionCvs]> | 'publications';

/** The CV's sections in the order its page and its PDF show them. */
export const cvSectionOrder = ['experience', 'education', 'skills', 'publications', 'software', 'talks', 'awards', 'grants', 'teaching', 'supervision', 'service'] as const satisfies ReadonlyArray<CvSectionId>;
