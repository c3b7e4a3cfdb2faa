import type { SoftwareFile } from '../../../schemas/types.generated.ts';
import { detailLine, listSection, type CvContext, type CvSection } from '../../cv/cv-section.ts';
import { nameIn } from '../../cv/localized.ts';
import type { CollectionCv } from '../collection-model.ts';
import { doiUrl, newestFirst } from './software-data.ts';

/** What the CV shows of an item: its description, authors and papers stay on /software/. */
type CvSoftwareSource = Pick<SoftwareFile['items'][number], 'id' | 'name' | 'kind' | 'date' | 'version' | 'doi' | 'url' | 'repository' | 'license'>;

/** The data file `software-cv`: every item of software.json, the fields the CV shows. */
export interface CvSoftwareFile {
  items: CvSoftwareSource[];
}

export function cvSoftwareData(file: SoftwareFile): CvSoftwareFile {
  return {
    items: file.items.map(({ id, name, kind, date, version, doi, url, repository, license }) => ({
      id,
      name,
      kind,
      date,
      ...(version === undefined ? {} : { version }),
      ...(doi === undefined ? {} : { doi }),
      ...(url === undefined ? {} : { url }),
      ...(repository === undefined ? {} : { repository }),
      ...(license === undefined ? {} : { license }),
    })),
  };
}

/**
 * The CV's section "Software and data": every item newest first, its name linking to its DOI (else its page, else
 * its repository), then its kind, version and licence, the month of its release at the right.
 */
function softwareSection(file: CvSoftwareFile, { language, format, t }: CvContext): CvSection {
  return listSection(
    t('cv.software'),
    newestFirst(file.items).map((item) => ({
      id: item.id,
      title: nameIn(item.name, language),
      url: item.doi === undefined ? (item.url ?? item.repository ?? '') : doiUrl(item.doi),
      dates: format.month(item.date.slice(0, 7)),
      dateIso: item.date,
      detail: detailLine(
        t(`software.kind.${item.kind}`),
        item.version === undefined ? '' : t('software.versionNumber', { version: item.version }),
        item.license ?? '',
      ),
      text: '',
    })),
  );
}

export const softwareCv = { dataKey: 'software-cv', sections: { software: softwareSection } } as const satisfies CollectionCv<'software'>;
