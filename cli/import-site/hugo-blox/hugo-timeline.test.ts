import { describe, expect, it } from 'vitest';
import { readEducation, readExperience } from './hugo-timeline.ts';

describe('readEducation', () => {
  it("reads Academic's courses with a year", () => {
    const data = { education: { courses: [{ course: 'PhD in Artificial Intelligence', institution: 'Stanford University', year: 2012 }] } };
    expect(readEducation(data)).toEqual({
      entries: [{ title: 'PhD in Artificial Intelligence', organization: 'Stanford University', location: null, start: '2012', end: '2012', summary: null, bullets: [] }],
      problems: [],
    });
  });

  it("reads Hugo Blox's data author (degree, start, end)", () => {
    const data = { education: [{ degree: 'BS Physics', institution: 'MIT', start: '2009-09-01', end: '2013-05-31', summary: 'Minor in mathematics.' }] };
    expect(readEducation(data).entries).toEqual([{ title: 'BS Physics', organization: 'MIT', location: null, start: '2009-09-01', end: '2013-05-31', summary: 'Minor in mathematics.', bullets: [] }]);
  });

  it('names an entry it cannot keep and keeps the others', () => {
    const data = { education: [{ degree: 'MSc', start: '2010-01-01' }, { degree: 'BSc', institution: 'Lagos', start: '2006' }] };
    expect(readEducation(data)).toEqual({
      entries: [{ title: 'BSc', organization: 'Lagos', location: null, start: '2006', end: null, summary: null, bullets: [] }],
      problems: ['education[0] (MSc) left out: it needs both degree and institution'],
    });
  });
});

describe('readExperience', () => {
  it("reads Hugo Blox's experience (role, org) and 5.9's work (position, company_name)", () => {
    const data = {
      experience: [{ role: 'Research Scientist', org: 'Meta AI', start: '2020-01-01' }],
      work: [{ position: 'Intern', company_name: 'OpenAI', date_start: '2019-06-01', date_end: '2019-12-31', summary: '- Scaling\n- Prompts' }],
    };
    expect(readExperience(data).entries).toEqual([
      { title: 'Research Scientist', organization: 'Meta AI', location: null, start: '2020-01-01', end: null, summary: null, bullets: [] },
      { title: 'Intern', organization: 'OpenAI', location: null, start: '2019-06-01', end: '2019-12-31', summary: null, bullets: ['Scaling', 'Prompts'] },
    ]);
  });

  it('needs a start', () => {
    expect(readExperience({ experience: [{ title: 'CEO', company: 'GenCoin' }] }).problems).toEqual(['experience[0] (CEO) left out: it has no start date; add start']);
  });
});
