import type { TimelineFile } from '../../schemas/types.generated.ts';
import type { CvContext, CvEntry, CvSection } from '../cv/cv-section.ts';
import { textIn, textListIn } from '../cv/localized.ts';
import type { Formats } from '../i18n/intl-memo.ts';
import type { Translate } from '../i18n/translate.ts';
import type { CollectionCv } from './collection-model.ts';

/**
 * The CV section of a timeline collection (experience, education: timeline.schema.json), from its data file
 * `<id>`: its entries newest first, under the string `cv.<id>`.
 */
export function timelineCv<Id extends string>(id: Id) {
  const section = (file: TimelineFile, { language, format, t }: CvContext): CvSection => ({
    heading: t(`cv.${id}`),
    layout: 'entries',
    entries: timelineEntries(file, language, format, t),
  });
  return { dataKey: id, sections: { [id]: section } as Record<Id, typeof section> } satisfies CollectionCv<Id>;
}

function timelineEntries(file: TimelineFile, language: string, format: Formats, t: Translate): CvEntry[] {
  const newestFirst = [...file.items].sort((a, b) => (a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : 0));
  return newestFirst.map((item) => ({
    id: item.id,
    title: textIn(item.title, language),
    organization: item.organization,
    role: textIn(item.role, language),
    location: textIn(item.location, language),
    dates: `${format.month(item.start_date)} – ${item.end_date === null ? t('cv.present') : format.month(item.end_date)}`,
    summary: textIn(item.summary, language),
    bullets: textListIn(item.bullets, language),
    links: (item.links ?? []).map((link) => ({ label: textIn(link.label, language), url: link.url })),
  }));
}
