import { describe, expect, it } from 'vitest';
import { readJsonResume, readOldAlFolioCv, readRenderCv } from './cv-data.ts';

describe('al-folio CV data', () => {
  it('reads RenderCV sections by the fields of their entries, whatever the section is called', () => {
    const read = readRenderCv({
      cv: {
        name: 'Ingrid Solberg',
        sections: {
          positions: [{ company: 'UiB', position: 'Professor', start_date: '2021-08', end_date: 'present', highlights: ['Leads a group'] }],
          studies: [{ institution: 'UiO', area: 'Oceanography', degree: 'PhD', start_date: 2014, end_date: 2018, location: 'Oslo' }],
          awards: [{ name: 'Prize', date: '2020' }],
        },
      },
    });
    expect(read).toEqual({
      name: 'Ingrid Solberg',
      experience: [{ title: 'Professor', organization: 'UiB', location: null, start: '2021-08', end: null, summary: null, bullets: ['Leads a group'] }],
      education: [{ title: 'PhD in Oceanography', organization: 'UiO', location: 'Oslo', start: '2014', end: '2018', summary: null, bullets: [] }],
      problems: [],
    });
  });

  it('reads JSON Resume work and education, naming entries whose dates it cannot read', () => {
    const read = readJsonResume({
      basics: { name: 'Albert Einstein' },
      work: [{ name: 'Patent Office', position: 'Clerk', startDate: '1902-06-23', endDate: '1909', highlights: ['Reviewed patents'] }, { company: 'ETH', position: 'Professor', startDate: 'soon' }],
      education: [{ institution: 'University of Zurich', area: 'Physics', studyType: 'PhD', startDate: '1901', endDate: 'later' }],
    });
    expect(read.name).toBe('Albert Einstein');
    expect(read.experience).toEqual([{ title: 'Clerk', organization: 'Patent Office', location: null, start: '1902-06-23', end: '1909', summary: null, bullets: ['Reviewed patents'] }]);
    expect(read.education).toEqual([{ title: 'PhD in Physics', organization: 'University of Zurich', location: null, start: '1901', end: null, summary: null, bullets: [] }]);
    expect(read.problems).toEqual([
      'work entry 2 (Professor): start date "soon" is not YYYY, YYYY-MM or YYYY-MM-DD; add it by hand',
      'education entry 1 (PhD in Physics): end date "later" is not a date; kept as ongoing, correct it by hand',
    ]);
  });

  it('reads the older al-folio CV sections: the full name, and education and experience time tables', () => {
    const read = readOldAlFolioCv([
      { title: 'General Information', type: 'map', contents: [{ name: 'Full Name', value: 'Ingrid Solberg' }, { name: 'Languages', value: 'Norwegian' }] },
      { title: 'Education', type: 'time_table', contents: [{ title: 'PhD', institution: 'University of Oslo', year: '2014 - 2018', description: ['Thesis on tides'] }] },
      { title: 'Academic Experience', type: 'time_table', contents: [{ title: 'Professor', institution: 'UiB', year: '2021 - present' }, { title: 'Visitor', institution: 'WHOI', year: 2019 }] },
      { title: 'Honors and Awards', type: 'time_table', contents: [{ year: 2020, items: ['Prize'] }] },
    ]);
    expect(read).toEqual({
      name: 'Ingrid Solberg',
      education: [{ title: 'PhD', organization: 'University of Oslo', location: null, start: '2014', end: '2018', summary: null, bullets: ['Thesis on tides'] }],
      experience: [
        { title: 'Professor', organization: 'UiB', location: null, start: '2021', end: null, summary: null, bullets: [] },
        { title: 'Visitor', organization: 'WHOI', location: null, start: '2019', end: '2019', summary: null, bullets: [] },
      ],
      problems: [],
    });
  });
});
