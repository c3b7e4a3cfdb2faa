import { detailLine, listSection, type CvContext, type CvSection } from '../../cv/cv-section.ts';
import type { CollectionCv } from '../collection-model.ts';
import { awardEntries, grantEntries, serviceEntries, type RecognitionFiles } from './recognition-model.ts';

/** The CV's awards: each its title, the month it was given, the organisation and a sentence. */
function awardsSection({ awards }: RecognitionFiles, { language, format, t }: CvContext): CvSection {
  return listSection(
    t('cv.awards'),
    awardEntries(awards?.items ?? [], language, format).map((award) => ({
      id: award.id,
      title: award.title,
      url: '',
      dates: award.date,
      dateIso: award.dateIso,
      detail: award.organisation,
      text: award.description,
    })),
  );
}

/** The CV's grants: each its title (linking to its page when it has one), its period, funder, role and amount. */
function grantsSection({ grants }: RecognitionFiles, { language, format, t }: CvContext): CvSection {
  return listSection(
    t('cv.grants'),
    grantEntries(grants?.items ?? [], language, format, t).map((grant) => ({
      id: grant.id,
      title: grant.title,
      url: grant.url,
      dates: grant.dates,
      detail: detailLine(grant.funder, grant.role, grant.amount),
      text: '',
    })),
  );
}

/** The CV's service: each the organisation, its period, the kind of service and a sentence. */
function serviceSection({ service }: RecognitionFiles, { language, format, t }: CvContext): CvSection {
  return listSection(
    t('cv.service'),
    serviceEntries(service?.items ?? [], language, format, t).map((item) => ({
      id: item.id,
      title: item.organisation,
      url: '',
      dates: item.dates,
      detail: item.kind,
      text: item.description,
    })),
  );
}

/** A section per file, from the one data file `recognition`; a file the content lacks makes an empty one. */
export const recognitionCv = {
  dataKey: 'recognition',
  sections: { awards: awardsSection, grants: grantsSection, service: serviceSection },
} as const satisfies CollectionCv<'recognition'>;
