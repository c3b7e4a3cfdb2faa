import type { PublicationsFile, SkillsFile, TimelineFile } from '../../../schemas/types.generated.ts';
import { cvDownloadPath } from '../../shared/cv/cv-file.ts';
import { cvModel, type Cv } from '../../shared/cv/cv-model.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataState } from '../../shared/data/data-store.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSite } from '../../shared/site/site-context.tsx';

export type CvView =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; cv: Cv; pdfHref: string };

/** An optional section's data: absent when its file could not be had (the site has no such section). */
function optional<T>(state: DataState<T>): T | undefined {
  return state.status === 'success' ? state.data : undefined;
}

/**
 * The CV of the page's language, from the same data files as the home page (the prerender embeds them, so the
 * page reads without JavaScript), and the PDF the page offers: profile.cv when set, else the generated one.
 */
export function useCv(): CvView {
  const site = useSite();
  const { t, language, locale } = useI18n();
  const publications = useData<PublicationsFile>('publications');
  const experience = useData<TimelineFile>('experience');
  const education = useData<TimelineFile>('education');
  const skills = useData<SkillsFile>('skills');

  if (publications.status === 'error') return { status: 'error' };
  const optionalStates = [experience, education, skills];
  if (publications.status === 'loading' || optionalStates.some((state) => state.status === 'loading')) {
    return { status: 'loading' };
  }
  const cv = cvModel(
    {
      site,
      publications: publications.data,
      experience: optional(experience),
      education: optional(education),
      skills: optional(skills),
    },
    language,
    t,
    locale,
  );
  return { status: 'ready', cv, pdfHref: cvDownloadPath(site.profile, language) };
}
