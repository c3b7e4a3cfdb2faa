import type { TalkItem, TalksFile } from '../../../schemas/types.generated.ts';
import { detailLine, listSection, type CvContext, type CvSection } from '../../cv/cv-section.ts';
import { nameIn, textIn } from '../../cv/localized.ts';
import type { Formats } from '../../i18n/intl-memo.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { CollectionCv } from '../collection-model.ts';
import { editionDate, splitTalks } from './talks-model.ts';

/** What the CV shows of a talk: its abstract, slides, video and paper stay on /talks/. */
export type CvTalkSource = Pick<TalkItem, 'id' | 'title' | 'event' | 'location' | 'date' | 'type' | 'url'>;

/** The data file `talks-cv`: every talk of talks.json, the fields the CV shows. */
export interface CvTalksFile {
  items: CvTalkSource[];
}

export function cvTalksData(file: TalksFile): CvTalksFile {
  return {
    items: file.items.map(({ id, title, event, location, date, type, url }) => ({
      id,
      title,
      event,
      date,
      type,
      ...(location === undefined ? {} : { location }),
      ...(url === undefined ? {} : { url }),
    })),
  };
}

export interface CvTalk {
  id: string;
  title: string;
  /** The event's or the talk's page, '' when none. */
  url: string;
  /** The type in words ('Invited talk'), as /talks/ labels it. */
  type: string;
  event: string;
  location: string;
  /** The month in words ('Jun 2024'). */
  date: string;
  /** The day, YYYY-MM-DD, for <time>. */
  dateIso: string;
}

/**
 * The past talks, newest first. Past as /talks/ judges it: before the edition's date (the day of the last
 * publications import, `updatedAt`), never the clock, so a build of the same content is the same CV.
 */
export function talkEntries(talks: readonly CvTalkSource[], updatedAt: string, language: string, format: Formats, t: Translate): CvTalk[] {
  return splitTalks(talks, editionDate(updatedAt)).past.map((talk) => ({
    id: talk.id,
    title: textIn(talk.title, language),
    url: talk.url ?? '',
    type: t(`talks.type.${talk.type}`),
    event: nameIn(talk.event, language),
    location: nameIn(talk.location, language),
    date: format.month(talk.date.slice(0, 7)),
    dateIso: talk.date,
  }));
}

/** The CV's section of the past talks: title, then type, event and place, the month at the right. */
function talksSection(file: CvTalksFile, { language, format, t, date }: CvContext): CvSection {
  return listSection(
    t('cv.talks'),
    talkEntries(file.items, date, language, format, t).map((talk) => ({
      id: talk.id,
      title: talk.title,
      url: talk.url,
      dates: talk.date,
      dateIso: talk.dateIso,
      detail: detailLine(talk.type, talk.event, talk.location),
      text: '',
    })),
  );
}

export const talksCv = { dataKey: 'talks-cv', sections: { talks: talksSection } } as const satisfies CollectionCv<'talks'>;
