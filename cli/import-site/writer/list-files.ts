import { isRealDate } from '../../../core/collections/calendar-day.ts';
import type { OldCourse, OldNews, OldTalk, OldTimelineEntry } from '../old-site.ts';
import type { Notes } from './site-file.ts';
import { inEveryLanguage, secureUrl, uniqueIds } from './texts.ts';

type Json = Record<string, unknown>;

const talkTypes = new Set(['keynote', 'invited', 'contributed', 'seminar', 'poster', 'panel', 'outreach']);

/** news.json's items: each day that exists, its text on one line in every language. */
export function newsItems(news: readonly OldNews[], languages: readonly string[], notes: Notes): Json[] {
  const kept = news.filter((item) => {
    if (isRealDate(item.date)) return true;
    notes.changes.push(`news of ${item.date} left out: that day does not exist`);
    return false;
  });
  const ids = uniqueIds(kept.map((item) => `${item.date}-${item.text.split(/\s+/).slice(0, 4).join(' ')}`), 'news');
  return kept.map((item, index) => ({ id: ids[index], date: item.date, text: inEveryLanguage(item.text.replace(/\s+/g, ' ').trim(), languages) }));
}

/** talks.json's items; a type the content lacks becomes `contributed`, an address https, both reported. */
export function talkItems(talks: readonly OldTalk[], languages: readonly string[], notes: Notes): Json[] {
  const kept = talks.filter((talk) => {
    if (isRealDate(talk.date)) return true;
    notes.changes.push(`talk "${talk.title}" left out: its date ${talk.date} is not a day of the calendar`);
    return false;
  });
  const ids = uniqueIds(kept.map((talk) => talk.slug), 'talk');
  return kept.map((talk, index) => {
    const type = talkTypes.has(talk.type) ? talk.type : 'contributed';
    if (type !== talk.type) notes.changes.push(`talk "${talk.title}": type "${talk.type}" written as contributed`);
    if (talk.event.trim() === '') notes.toCheck.push(`talks.json ${ids[index]}: the old site named no event; replace the TODO.`);
    const slides = talk.slides !== null && /^files\/\S+$/.test(talk.slides) ? talk.slides : secureUrl(talk.slides);
    const video = secureUrl(talk.video);
    const url = secureUrl(talk.url);
    return {
      id: ids[index],
      title: inEveryLanguage(talk.title, languages),
      event: talk.event.trim() || 'TODO: the event',
      ...(talk.location === null ? {} : { location: talk.location }),
      date: talk.date,
      type,
      ...(url === null ? {} : { url }),
      ...(slides === null ? {} : { slides }),
      ...(video === null ? {} : { video }),
      ...(talk.abstract === null || talk.abstract.trim() === '' ? {} : { abstract: inEveryLanguage(talk.abstract.trim(), languages) }),
    };
  });
}

const seasons: Readonly<Record<string, [string, string]>> = { spring: ['01', '05'], summer: ['06', '08'], fall: ['09', '12'], autumn: ['09', '12'], winter: ['01', '03'] };

/** A course's `when` (`2021`, `2019-2023`, `Spring 2022`, `2019 – present`) as the period teaching.json takes, or null without a year. */
function coursePeriod(when: string | null): { start: string; end: string | null } | null {
  if (when === null) return null;
  const years = [...when.matchAll(/\b(19|20)\d{2}\b/g)].map((match) => match[0]);
  const first = years[0];
  if (first === undefined) return null;
  const season = seasons[/\b(spring|summer|fall|autumn|winter)\b/i.exec(when)?.[1]?.toLowerCase() ?? ''];
  const last = years[years.length - 1] ?? first;
  const ongoing = /present|now|current|aujourd/i.test(when);
  return { start: `${first}-${season?.[0] ?? '01'}`, end: ongoing ? null : `${last}-${season?.[1] ?? '12'}` };
}

function courseRole(role: string | null): string {
  if (role !== null && /assist|\bta\b|tutor|demonstrat/i.test(role)) return 'teaching-assistant';
  if (role !== null && /guest|invited/i.test(role)) return 'guest-lecturer';
  return 'lecturer';
}

function courseLevel(level: string | null): string | null {
  if (level === null) return null;
  if (/doctor|ph\.?d/i.test(level)) return 'doctoral';
  if (/master|graduate|m\.?sc|postgrad/i.test(level)) return 'master';
  if (/professional|executive|continuing/i.test(level)) return 'professional';
  if (/undergrad|bachelor|licen|b\.?sc|college/i.test(level)) return 'undergraduate';
  return null;
}

/** teaching.json's courses; a course without a year is left out (teaching.json dates each), its role and level guessed and reported. */
export function teachingCourses(courses: readonly OldCourse[], languages: readonly string[], notes: Notes): Json[] {
  const dated = courses.flatMap((course) => {
    const period = coursePeriod(course.when);
    if (period !== null) return [{ course, period }];
    notes.changes.push(`course "${course.title}" left out: it names no year (${course.when ?? 'no date'}); add it to teaching.json with its period`);
    return [];
  });
  const ids = uniqueIds(dated.map(({ course }) => course.slug), 'course');
  return dated.map(({ course, period }, index) => {
    const level = courseLevel(course.level);
    if (level === null) notes.toCheck.push(`teaching.json ${ids[index]}: level "${course.level ?? 'not given'}" written as undergraduate; correct it if needed.`);
    if (course.institution.trim() === '') notes.toCheck.push(`teaching.json ${ids[index]}: the old site named no institution; replace the TODO.`);
    const url = secureUrl(course.url);
    return {
      id: ids[index],
      title: inEveryLanguage(course.title, languages),
      institution: course.institution.trim() || 'TODO: the institution',
      role: courseRole(course.role),
      level: level ?? 'undergraduate',
      periods: [period],
      ...(course.description === null || course.description.trim() === '' ? {} : { description: inEveryLanguage(course.description.trim(), languages) }),
      ...(url === null ? {} : { url }),
    };
  });
}

/** YYYY, YYYY-MM or YYYY-MM-DD as the timeline's YYYY-MM, or null when it is none of them. */
function yearMonth(date: string): string | null {
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2]))?/.exec(date.trim());
  if (match === null) return null;
  return `${match[1]}-${match[2] ?? '01'}`;
}

/** experience.json's or education.json's items; an entry whose start is no date is left out and reported. */
export function timelineItems(entries: readonly OldTimelineEntry[], category: 'research' | 'degree', languages: readonly string[], notes: Notes): Json[] {
  const dated = entries.flatMap((entry) => {
    const start = yearMonth(entry.start);
    if (start !== null) return [{ entry, start, end: entry.end === null ? null : yearMonth(entry.end) }];
    notes.changes.push(`"${entry.title}" at ${entry.organization} left out: its start "${entry.start}" is no date`);
    return [];
  });
  const ids = uniqueIds(dated.map(({ entry, start }) => `${entry.organization}-${start}`), category);
  return dated.map(({ entry, start, end }, index) => ({
    id: ids[index],
    category,
    start_date: start,
    end_date: end,
    title: inEveryLanguage(entry.title, languages),
    organization: entry.organization.trim() || 'TODO: the organization',
    ...(entry.location === null ? {} : { location: inEveryLanguage(entry.location, languages) }),
    summary: inEveryLanguage(entry.summary?.trim() || `${entry.title}, ${entry.organization}`, languages),
    ...(entry.bullets.length === 0 ? {} : { bullets: inEveryLanguage(entry.bullets, languages) }),
  }));
}
