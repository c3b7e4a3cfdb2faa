import type { OldTimelineEntry } from '../old-site.ts';
import { type Data, hugoDate, isData, records, text } from './hugo-values.ts';

export type TimelineRead = { entries: OldTimelineEntry[]; problems: string[] };

/** A start or end as the timeline keeps it: a year stays a year, a date becomes YYYY-MM-DD. */
function when(value: string | null): { ok: true; value: string | null } | { ok: false; problem: string } {
  if (value === null || value.toLowerCase() === 'present') return { ok: true, value: null };
  if (/^\d{4}(-\d{2})?$/.test(value)) return { ok: true, value };
  const read = hugoDate(value);
  return read.ok ? { ok: true, value: read.date } : { ok: false, problem: read.problem };
}

/** A summary's list items become bullets; the rest stays the summary. */
function splitSummary(summary: string | null): { summary: string | null; bullets: string[] } {
  if (summary === null) return { summary: null, bullets: [] };
  const lines = summary.split('\n');
  const bullets = lines.filter((line) => /^\s*[*-]\s+/.test(line)).map((line) => line.replace(/^\s*[*-]\s+/, '').trim());
  const rest = lines.filter((line) => !/^\s*[*-]\s+/.test(line)).join('\n').trim();
  return { summary: rest === '' ? null : rest, bullets };
}

interface Fields {
  title: string[];
  organization: string[];
  start: string[];
  end: string[];
  summary: string[];
}

function first(entry: Data, keys: string[]): string | null {
  for (const key of keys) {
    const value = text(entry, key);
    if (value !== null) return value;
  }
  return null;
}

function readEntries(entries: Data[], fields: Fields, listName: string): TimelineRead {
  const read: TimelineRead = { entries: [], problems: [] };
  for (const [index, entry] of entries.entries()) {
    const title = first(entry, fields.title);
    const organization = first(entry, fields.organization);
    const start = when(first(entry, fields.start));
    const end = when(first(entry, fields.end));
    const place = `${listName}[${index}]${title === null ? '' : ` (${title})`}`;
    if (title === null || organization === null) {
      read.problems.push(`${place} left out: it needs both ${fields.title[0]} and ${fields.organization[0]}`);
      continue;
    }
    if (!start.ok) {
      read.problems.push(`${place} left out: ${start.problem}`);
      continue;
    }
    if (!end.ok) {
      read.problems.push(`${place} left out: ${end.problem}`);
      continue;
    }
    if (start.value === null) {
      read.problems.push(`${place} left out: it has no start date; add ${fields.start[0]}`);
      continue;
    }
    read.entries.push({ title, organization, location: text(entry, 'location'), start: start.value, end: end.value, ...splitSummary(first(entry, fields.summary)) });
  }
  return read;
}

/** Experience in any of Hugo Blox's shapes: `experience` (data/authors, the experience widget) or `work` (Hugo Blox 5.9). */
export function readExperience(data: Data): TimelineRead {
  const fields: Fields = { title: ['role', 'title', 'position'], organization: ['org', 'company', 'company_name'], start: ['start', 'date_start'], end: ['end', 'date_end'], summary: ['summary', 'description'] };
  const work = readEntries(records(data, 'work'), fields, 'work');
  const experience = readEntries(records(data, 'experience'), fields, 'experience');
  return { entries: [...experience.entries, ...work.entries], problems: [...experience.problems, ...work.problems] };
}

/** Education: `education.courses[{course, institution, year}]` (Academic), `education[{area|degree, institution, start…}]` (Hugo Blox). */
export function readEducation(data: Data): TimelineRead {
  const education = data.education;
  if (isData(education)) {
    const courses = records(education, 'courses').map((course) => ({ ...course, start: course.year, end: course.year }));
    return readEntries(courses, { title: ['course'], organization: ['institution'], start: ['start'], end: ['end'], summary: ['summary'] }, 'education.courses');
  }
  const fields: Fields = { title: ['degree', 'area'], organization: ['institution'], start: ['start', 'date_start'], end: ['end', 'date_end'], summary: ['summary'] };
  return readEntries(records(data, 'education'), fields, 'education');
}
