import type { Award, AwardsFile, Grant, GrantsFile, ServiceFile, ServiceItem } from '../../../schemas/types.generated.ts';
import type { Formats } from '../../i18n/intl-memo.ts';
import type { Translate } from '../../i18n/translate.ts';
import { textIn } from '../../cv/localized.ts';
import type { CollectionModel } from '../collection-model.ts';
import { monthText, periodText } from '../period-text.ts';

/**
 * awards.json, grants.json and service.json, those the content has: the CV (page and PDF) shows all three, the
 * home section Recognition the awards and the grants. The build writes them as one data file, `recognition`.
 */
export interface RecognitionFiles {
  awards?: AwardsFile | undefined;
  grants?: GrantsFile | undefined;
  service?: ServiceFile | undefined;
}

/**
 * Awards, grants and service (docs/awards-grants-service.md): one collection of three files, since they make
 * one data file and one home section; no page, no navigation item. Service alone is a CV part only, so the home
 * section Recognition is there when the content has awards or grants.
 */
export const recognitionModel = {
  id: 'recognition',
  file: {
    files: [
      { key: 'awards', name: 'awards.json', schemaId: 'awards.schema.json' },
      { key: 'grants', name: 'grants.json', schemaId: 'grants.schema.json' },
      { key: 'service', name: 'service.json', schemaId: 'service.schema.json' },
    ],
  },
  section: 'recognition',
  pages: [],
  inNavigation: false,
  hasHomeSection: (files: RecognitionFiles) => files.awards !== undefined || files.grants !== undefined,
  stringKeys: /^recognition\.|^cv\.(awards|grants|service)$/,
} as const satisfies CollectionModel<'recognition'>;

/** The data file `recognition` (/data/recognition.json): the files the content has, without `$schema`. */
export function recognitionData(files: RecognitionFiles): RecognitionFiles {
  const data: RecognitionFiles = {};
  if (files.awards !== undefined) data.awards = { items: files.awards.items };
  if (files.grants !== undefined) data.grants = { items: files.grants.items };
  if (files.service !== undefined) data.service = { items: files.service.items };
  return data;
}

export interface AwardEntry {
  id: string;
  title: string;
  organisation: string;
  /** The month it was given, in words ('Jun 2024'). */
  date: string;
  /** The day, YYYY-MM-DD, for <time>. */
  dateIso: string;
  description: string;
}

export interface GrantEntry {
  id: string;
  title: string;
  funder: string;
  /** The owner's role in words ('Principal investigator'). */
  role: string;
  /** 'Jan 2023 – Dec 2026' / 'Jan 2023 – Present'. */
  dates: string;
  /** The amount in the language's way ('€250,000' / '250 000 €'), '' when not given. */
  amount: string;
  url: string;
}

export interface ServiceEntry {
  id: string;
  /** The kind in words ('Peer review'). */
  kind: string;
  organisation: string;
  dates: string;
  description: string;
}

/** A proper name written once, or per language. */
function nameIn(name: string | object, language: string): string {
  return typeof name === 'string' ? name : textIn(name, language);
}

/** Newest first by a date (code-unit order of ISO dates), then by id: the same order on every machine. */
function newestFirst<T extends { id: string }>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const [x, y] = [dateOf(a), dateOf(b)];
    return x < y ? 1 : x > y ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

export function awardEntries(awards: readonly Award[], language: string, format: Formats): AwardEntry[] {
  return newestFirst(awards, (award) => award.date).map((award) => ({
    id: award.id,
    title: textIn(award.title, language),
    organisation: nameIn(award.organisation, language),
    date: monthText(award.date, format),
    dateIso: award.date,
    description: textIn(award.description, language),
  }));
}

const roleKeys: Record<Grant['role'], string> = {
  pi: 'recognition.rolePi',
  'co-pi': 'recognition.roleCoPi',
  participant: 'recognition.roleParticipant',
};

export function grantEntries(grants: readonly Grant[], language: string, format: Formats, t: Translate): GrantEntry[] {
  return newestFirst(grants, (grant) => grant.start).map((grant) => ({
    id: grant.id,
    title: textIn(grant.title, language),
    funder: nameIn(grant.funder, language),
    role: t(roleKeys[grant.role]),
    dates: periodText(grant.start, grant.end, format, t('cv.present')),
    amount: grant.amount === undefined ? '' : format.money(grant.amount.value, grant.amount.currency),
    url: grant.url ?? '',
  }));
}

const kindKeys: Record<ServiceItem['kind'], string> = {
  reviewer: 'recognition.serviceReviewer',
  editor: 'recognition.serviceEditor',
  committee: 'recognition.serviceCommittee',
  organiser: 'recognition.serviceOrganiser',
  membership: 'recognition.serviceMembership',
};

export function serviceEntries(service: readonly ServiceItem[], language: string, format: Formats, t: Translate): ServiceEntry[] {
  return newestFirst(service, (item) => item.start).map((item) => ({
    id: item.id,
    kind: t(kindKeys[item.kind]),
    organisation: nameIn(item.organisation, language),
    dates: periodText(item.start, item.end, format, t('cv.present')),
    description: textIn(item.description, language),
  }));
}
