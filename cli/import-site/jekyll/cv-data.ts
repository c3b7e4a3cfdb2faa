import type { OldTimelineEntry } from '../old-site.ts';

/**
 * CV data Jekyll academic sites keep, as experience and education: RenderCV's (al-folio's `_data/cv.yml`,
 * docs.rendercv.com: `cv.sections`, each a list of entries whose fields say their kind) and JSON Resume
 * (al-folio's `assets/json/resume.json`, academicpages' `_data/cv.json`; jsonresume.org/schema: `work`,
 * `education`). An entry with only an end (a degree's year) starts then; one without a readable date is named.
 */

export interface CvRead {
  name: string | null;
  experience: OldTimelineEntry[];
  education: OldTimelineEntry[];
  /** "experience entry 3 (Postdoc): start date "spring" is not YYYY, YYYY-MM or YYYY-MM-DD". */
  problems: string[];
}

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value);
const str = (data: Data, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = data[key];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value).trim();
  }
  return null;
};
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : []);

/** YYYY, YYYY-MM or YYYY-MM-DD; "present" and an empty end mean ongoing. */
function cvDate(value: string | null): string | null | 'unreadable' {
  if (value === null || /^(?:present|now|current)$/i.test(value)) return null;
  return /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/.test(value) ? value : 'unreadable';
}

function entry(fields: Omit<OldTimelineEntry, 'start' | 'end'>, start: string | null, end: string | null, label: string, problems: string[]): OldTimelineEntry | null {
  const from = cvDate(start ?? end);
  const to = cvDate(end);
  if (from === null || from === 'unreadable') {
    problems.push(`${label}: start date "${start ?? ''}" is not YYYY, YYYY-MM or YYYY-MM-DD; add it by hand`);
    return null;
  }
  if (to === 'unreadable') problems.push(`${label}: end date "${end ?? ''}" is not a date; kept as ongoing, correct it by hand`);
  return { ...fields, start: from, end: to === 'unreadable' ? null : to };
}

export function readRenderCv(document: Data): CvRead {
  const cv = isData(document['cv']) ? document['cv'] : {};
  const read: CvRead = { name: str(cv, 'name'), experience: [], education: [], problems: [] };
  const sections = isData(cv['sections']) ? cv['sections'] : {};
  for (const [section, entries] of Object.entries(sections)) {
    if (!Array.isArray(entries)) continue;
    entries.forEach((item: unknown, index) => {
      if (!isData(item)) return;
      const label = `section "${section}" entry ${index + 1}`;
      const start = str(item, 'start_date', 'date');
      const end = str(item, 'end_date');
      const common = { location: str(item, 'location'), summary: str(item, 'summary'), bullets: list(item['highlights']) };
      if (str(item, 'company') !== null && str(item, 'position') !== null) {
        const made = entry({ ...common, title: str(item, 'position') ?? '', organization: str(item, 'company') ?? '' }, start, end, label, read.problems);
        if (made !== null) read.experience.push(made);
      } else if (str(item, 'institution') !== null && str(item, 'area') !== null) {
        const title = [str(item, 'degree'), str(item, 'area')].filter((part) => part !== null).join(' in ');
        const made = entry({ ...common, title, organization: str(item, 'institution') ?? '' }, start, end, label, read.problems);
        if (made !== null) read.education.push(made);
      }
    });
  }
  return read;
}

export function readJsonResume(document: Data): CvRead {
  const basics = isData(document['basics']) ? document['basics'] : {};
  const read: CvRead = { name: str(basics, 'name'), experience: [], education: [], problems: [] };
  const work = Array.isArray(document['work']) ? document['work'] : [];
  work.forEach((item: unknown, index) => {
    if (!isData(item)) return;
    const title = str(item, 'position') ?? '';
    const fields = { title, organization: str(item, 'name', 'company') ?? '', location: str(item, 'location'), summary: str(item, 'summary'), bullets: list(item['highlights']) };
    const made = entry(fields, str(item, 'startDate'), str(item, 'endDate'), `work entry ${index + 1} (${title})`, read.problems);
    if (made !== null) read.experience.push(made);
  });
  const education = Array.isArray(document['education']) ? document['education'] : [];
  education.forEach((item: unknown, index) => {
    if (!isData(item)) return;
    const title = [str(item, 'studyType'), str(item, 'area')].filter((part) => part !== null).join(' in ');
    const fields = { title, organization: str(item, 'institution') ?? '', location: str(item, 'location'), summary: str(item, 'score'), bullets: list(item['courses']) };
    const made = entry(fields, str(item, 'startDate'), str(item, 'endDate'), `education entry ${index + 1} (${title})`, read.problems);
    if (made !== null) read.education.push(made);
  });
  return read;
}

/**
 * al-folio's CV format before RenderCV: `_data/cv.yml` as a list of sections (`title`, `type`, `contents`); the
 * `time_table` sections titled like education or experience give entries (`title`, `institution`, `year`
 * as "2012 - 2017", "2019 - present" or "2015", `description`); the `map` section gives the full name.
 */
export function readOldAlFolioCv(sections: unknown[]): CvRead {
  const read: CvRead = { name: null, experience: [], education: [], problems: [] };
  for (const section of sections) {
    if (!isData(section) || !Array.isArray(section['contents'])) continue;
    const title = str(section, 'title') ?? '';
    if (section['type'] === 'map') {
      const fullName = section['contents'].find((item: unknown) => isData(item) && /name/i.test(str(item, 'name') ?? ''));
      if (isData(fullName)) read.name = str(fullName, 'value');
      continue;
    }
    const target = /educat/i.test(title) ? read.education : /experience|employment|position|appointment|work/i.test(title) ? read.experience : null;
    if (section['type'] !== 'time_table' || target === null) continue;
    section['contents'].forEach((item: unknown, index) => {
      if (!isData(item)) return;
      const [start = null, end = start] = (str(item, 'year') ?? '').split(/\s*[-–]\s*/).map((part) => (part === '' ? null : part));
      const fields = { title: str(item, 'title') ?? '', organization: str(item, 'institution') ?? '', location: null, summary: null, bullets: list(item['description']) };
      const made = entry(fields, start, end, `section "${title}" entry ${index + 1}`, read.problems);
      if (made !== null) target.push(made);
    });
  }
  return read;
}
