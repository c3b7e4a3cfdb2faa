import { describe, expect, it } from 'vitest';
import type { TeachingFile } from '../../../schemas/types.generated.ts';
import { formatsFor, IntlMemo } from '../../i18n/intl-memo.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { productStringsOf } from '../../i18n/product-strings.fixture.ts';
import { courseEntries, cvTeachingData, supervisionEntries } from './teaching-cv.ts';

const en = productStringsOf('en');
const fr = productStringsOf('fr');

const english = { t: createTranslate(en), format: formatsFor(new IntlMemo(), 'en-GB') };
const french = { t: createTranslate(fr), format: formatsFor(new IntlMemo(), 'fr-FR') };

const file: TeachingFile = {
  $schema: '../schemas/teaching.schema.json',
  courses: [
    {
      id: 'python',
      title: { en: 'Scientific Python', fr: 'Python scientifique' },
      institution: 'UBA',
      role: 'teaching-assistant',
      level: 'undergraduate',
      periods: [{ start: '2024-02', end: '2024-05' }],
      hours: 1500,
      description: { en: 'Labs.', fr: 'TP.' },
    },
    {
      id: 'hydro',
      title: { en: 'Coastal hydrodynamics', fr: 'Hydrodynamique côtière' },
      institution: { en: 'Atlantic University', fr: 'Université atlantique' },
      role: 'lecturer',
      level: 'master',
      periods: [
        { start: '2023-09', end: '2024-01' },
        { start: '2025-09', end: null },
        { start: '2024-09', end: '2025-01' },
      ],
      url: 'https://example.org/hydro',
    },
    { id: 'day', title: { en: 'Flood warning', fr: 'Alerte' }, institution: 'CEREMA', role: 'guest-lecturer', level: 'professional', periods: [{ start: '2025-11-18', end: '2025-11-18' }], hours: 3 },
  ],
  supervision: [
    { id: 'ba', name: 'Chloé Tanguy', level: 'bachelor', start: '2024-04', end: '2024-06' },
    { id: 'ma-done', name: 'Inès Baptiste', level: 'master', start: '2025-02', end: '2025-07', thesis: { en: 'Shorelines', fr: 'Traits de côte' } },
    { id: 'phd', name: 'Yann Morvan', level: 'doctoral', start: '2022-10', end: null, coSupervisors: ['Prof. A', 'Dr B'] },
    { id: 'ma-now', name: 'Lucas Le Goff', level: 'master', start: '2026-02', end: null, thesis: { en: 'Emulators', fr: 'Émulateurs' }, coSupervisors: ['Prof. A'] },
  ],
};

describe('the courses of the CV', () => {
  it('puts the course still taught first, then by its latest period, each in the language asked', () => {
    expect(courseEntries(cvTeachingData(file).courses, 'fr', french.format, french.t)).toEqual([
      {
        id: 'hydro',
        title: 'Hydrodynamique côtière',
        url: 'https://example.org/hydro',
        detail: 'Cours magistral · Master · Université atlantique',
        dates: 'sept. 2023 – aujourd’hui',
        periods: ['sept. 2025 – aujourd’hui', 'sept. 2024 – janv. 2025', 'sept. 2023 – janv. 2024'],
      },
      { id: 'day', title: 'Alerte', url: '', detail: 'Intervention invitée · Formation professionnelle · CEREMA · 3 h', dates: 'nov. 2025', periods: [] },
      { id: 'python', title: 'Python scientifique', url: '', detail: 'Travaux dirigés · Licence · UBA · 1\u202f500 h', dates: 'févr. 2024 – mai 2024', periods: [] },
    ]);
  });

  it('labels role and level as /teaching/ does, in English too', () => {
    expect(courseEntries(file.courses, 'en', english.format, english.t).map((course) => [course.detail, course.dates])).toEqual([
      ['Lecturer · Master’s · Atlantic University', 'Sept 2023 – Present'],
      ['Guest lecturer · Professional training · CEREMA · 3 h', 'Nov 2025'],
      ['Teaching assistant · Undergraduate · UBA · 1,500 h', 'Feb 2024 – May 2024'],
    ]);
  });

  it('leaves the descriptions on /teaching/: the CV’s data file has none', () => {
    expect(cvTeachingData(file).courses.map((course) => 'description' in course)).toEqual([false, false, false]);
    expect(cvTeachingData(file).supervision).toEqual(file.supervision);
  });
});

describe('the supervised students of the CV', () => {
  it('groups them by level, the most senior first, each level ongoing then newest first', () => {
    const groups = supervisionEntries(file.supervision, 'en', english.format, english.t);
    expect(groups.map((group) => [group.heading, group.students.map((student) => student.id)])).toEqual([
      ['PhD students', ['phd']],
      ['Master’s students', ['ma-now', 'ma-done']],
      ['Bachelor’s students', ['ba']],
    ]);
  });

  it('writes an ongoing supervision as running to the present, the thesis and co-supervisors in the language asked', () => {
    const [phd, masters] = supervisionEntries(file.supervision, 'fr', french.format, french.t);
    expect(phd!.students).toEqual([{ id: 'phd', name: 'Yann Morvan', dates: 'oct. 2022 – aujourd’hui', thesis: '', coSupervisors: 'Co-encadré avec Prof. A, Dr B' }]);
    expect(masters!.students.map((student) => [student.dates, student.thesis, student.coSupervisors])).toEqual([
      ['févr. 2026 – aujourd’hui', 'Émulateurs', 'Co-encadré avec Prof. A'],
      ['févr. 2025 – juil. 2025', 'Traits de côte', ''],
    ]);
  });
});
