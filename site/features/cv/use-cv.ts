import type { Edition, SectionId, SkillsFile, TimelineFile } from '../../../schemas/types.generated.ts';
import { cvDownloadPath } from '../../../core/cv/cv-file.ts';
import { cvModel, type Cv, type CvInput } from '../../../core/cv/cv-model.ts';
import type { CvWorks } from '../../../core/cv/cv-works.ts';
import type { CvTalksFile } from '../../../core/cv/talk-entries.ts';
import type { CvTeachingFile } from '../../../core/cv/teaching-entries.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import type { DataState } from '../../shared/data/data-store.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSite } from '../../shared/site/site-context.tsx';

export type CvView = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cv: Cv; pdfHref: string };

type OptionalState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T | undefined };

/**
 * An optional section's data file, read only when the site has the section (edition.sections): the build
 * writes no file for a section the content lacks. The hook always runs; an absent section reads the edition
 * again and is ready with no data.
 */
function useSectionData<T>(section: SectionId, key: DataKey, sections: readonly SectionId[] | undefined): OptionalState<T> {
  const present = sections?.includes(section) === true;
  const state = useData<T>(present ? key : 'edition') as DataState<T>;
  if (sections === undefined || state.status === 'loading') return { status: 'loading' };
  if (!present) return { status: 'ready', data: undefined };
  return state.status === 'success' ? { status: 'ready', data: state.data } : { status: 'error' };
}

/**
 * The CV of the page's language, from the data files (the prerender embeds them, so the page reads without
 * JavaScript; the works come from their CV share, `cv-publications`), and the PDF the page offers: profile.cv when set, else the generated one.
 */
export function useCv(): CvView {
  const site = useSite();
  const { t, language, format } = useI18n();
  const edition = useData<Edition>('edition');
  const sections = edition.status === 'success' ? edition.data.sections : undefined;
  const publications = useData<CvWorks>('cv-publications');
  const experience = useSectionData<TimelineFile>('experience', 'experience', sections);
  const education = useSectionData<TimelineFile>('education', 'education', sections);
  const skills = useSectionData<SkillsFile>('skills', 'skills', sections);
  const recognition = useSectionData<Pick<CvInput, 'awards' | 'grants' | 'service'>>('recognition', 'recognition', sections);
  const talks = useSectionData<CvTalksFile>('talks', 'talks-cv', sections);
  const teaching = useSectionData<CvTeachingFile>('teaching', 'teaching-cv', sections);

  const optional = [experience, education, skills, recognition, talks, teaching];
  if (edition.status === 'error' || publications.status === 'error' || optional.some((state) => state.status === 'error')) {
    return { status: 'error' };
  }
  if (
    publications.status !== 'success' ||
    experience.status !== 'ready' ||
    education.status !== 'ready' ||
    skills.status !== 'ready' ||
    recognition.status !== 'ready' ||
    talks.status !== 'ready' ||
    teaching.status !== 'ready'
  ) {
    return { status: 'loading' };
  }
  const cv = cvModel(
    {
      site,
      publications: publications.data,
      experience: experience.data,
      education: education.data,
      skills: skills.data,
      ...recognition.data,
      talks: talks.data,
      teaching: teaching.data,
    },
    language,
    t,
    format,
  );
  return { status: 'ready', cv, pdfHref: cvDownloadPath(site.profile, language) };
}
