import { describe, expect, it } from 'vitest';
import type { TalksFile } from '../../../schemas/types.generated.ts';
import { formatsFor, IntlMemo } from '../../i18n/intl-memo.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { productStringsOf } from '../../i18n/product-strings.fixture.ts';
import { cvTalksData, talkEntries } from './talks-cv.ts';

const en = productStringsOf('en');
const fr = productStringsOf('fr');

const english = { t: createTranslate(en), format: formatsFor(new IntlMemo(), 'en-GB') };
const french = { t: createTranslate(fr), format: formatsFor(new IntlMemo(), 'fr-FR') };
// The edition: the day of the last publications import, as written (not shifted to any time zone).
const updatedAt = '2025-06-17T23:30:00.000-05:00';

const file: TalksFile = {
  $schema: '../schemas/talks.schema.json',
  items: [
    {
      id: 'older',
      title: { en: 'Surges', fr: 'Surcotes' },
      event: 'EGU General Assembly',
      location: { en: 'Vienna, Austria', fr: 'Vienne, Autriche' },
      date: '2024-04-16',
      type: 'contributed',
      slides: 'files/egu.pdf',
      abstract: { en: 'A long abstract.', fr: 'Un long résumé.' },
      publication: 'W1',
    },
    { id: 'same-day', title: { en: 'On the day', fr: 'Le jour même' }, event: 'Seminar', date: '2025-06-17', type: 'seminar' },
    { id: 'upcoming', title: { en: 'Later', fr: 'Plus tard' }, event: 'AGU', date: '2025-12-15', type: 'keynote' },
    {
      id: 'newer',
      title: { en: 'Beaches', fr: 'Plages' },
      event: { en: 'Science festival', fr: 'Fête de la science' },
      date: '2025-06-16',
      type: 'outreach',
      url: 'https://example.org/festival',
      video: 'dQw4w9WgXcQ',
    },
  ],
};

describe('the talks of the CV', () => {
  it('keeps past talks only, judged against the edition’s day as /talks/ does, newest first', () => {
    const entries = talkEntries(cvTalksData(file).items, updatedAt, 'en', english.format, english.t);
    // A talk on the edition's day is upcoming on /talks/, so not yet on the CV; nor is the later one.
    expect(entries.map((talk) => talk.id)).toEqual(['newer', 'older']);
  });

  it('writes each in the language asked: its type as /talks/ labels it, event and place, the month', () => {
    expect(talkEntries(file.items, updatedAt, 'fr', french.format, french.t)).toEqual([
      { id: 'newer', title: 'Plages', url: 'https://example.org/festival', type: 'Médiation scientifique', event: 'Fête de la science', location: '', date: 'juin 2025', dateIso: '2025-06-16' },
      { id: 'older', title: 'Surcotes', url: '', type: 'Communication', event: 'EGU General Assembly', location: 'Vienne, Autriche', date: 'avr. 2024', dateIso: '2024-04-16' },
    ]);
    expect(talkEntries(file.items, updatedAt, 'en', english.format, english.t).map((talk) => [talk.type, talk.location, talk.date])).toEqual([
      ['Outreach', '', 'Jun 2025'],
      ['Contributed talk', 'Vienna, Austria', 'Apr 2024'],
    ]);
  });

  it('gives the CV’s data file the fields it shows, not the abstract, slides, video or paper', () => {
    const data = cvTalksData(file);
    expect(data.items[0]).toEqual({
      id: 'older',
      title: { en: 'Surges', fr: 'Surcotes' },
      event: 'EGU General Assembly',
      location: { en: 'Vienna, Austria', fr: 'Vienne, Autriche' },
      date: '2024-04-16',
      type: 'contributed',
    });
    expect(Object.keys(data)).toEqual(['items']);
    expect(data.items.map((talk) => talk.id)).toEqual(file.items.map((talk) => talk.id));
  });
});
