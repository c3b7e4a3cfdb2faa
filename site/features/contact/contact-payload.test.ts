import { describe, expect, it } from 'vitest';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { createTranslate } from '../../../core/i18n/translate.ts';
import type { ContactFields } from './contact-fields.ts';
import { buildContactPayload, contactSubject } from './contact-payload.ts';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

const en = createTranslate(stringsEn);
const fr = createTranslate(stringsFr);

const fields: ContactFields = {
  name: '  Ana Souza ',
  email: ' ana.souza@example.org ',
  organization: ' Deltares ',
  role: 'Researcher',
  phone: ' +31 15 285 8585 ',
  purpose: 'speaking',
  message: '  Would you give a seminar in May?  ',
};

describe('buildContactPayload', () => {
  it('sends the trimmed fields, the subject, the reply-to address and the honeypot', () => {
    expect(buildContactPayload(fields, '', en)).toEqual({
      name: 'Ana Souza',
      email: 'ana.souza@example.org',
      phone: '+31 15 285 8585',
      purpose: 'speaking',
      message: 'Would you give a seminar in May?',
      organization: 'Deltares',
      role: 'Researcher',
      _subject: 'New Speaking Opportunity inquiry from Ana Souza',
      _replyto: 'ana.souza@example.org',
      _gotcha: '',
    });
  });

  it('writes the subject with the purpose label of the page language', () => {
    expect(buildContactPayload(fields, '', fr)._subject).toBe(
      stringsFr['contactForm.subject']
        ?.replace('{purpose}', String(stringsFr['purpose.speaking']))
        .replace('{name}', 'Ana Souza'),
    );
    expect(buildContactPayload({ ...fields, purpose: 'media' }, '', en)._subject).toBe(
      'New Media/Interview inquiry from Ana Souza',
    );
  });
});

describe('contactSubject', () => {
  it('is a general subject until both a purpose and a name are known', () => {
    expect(contactSubject({ name: '', purpose: '' }, en)).toBe(stringsEn['contactForm.subjectFallback']);
    expect(contactSubject({ name: '  ', purpose: 'job' }, en)).toBe(stringsEn['contactForm.subjectFallback']);
    expect(contactSubject({ name: 'Ana', purpose: '' }, fr)).toBe(stringsFr['contactForm.subjectFallback']);
    expect(contactSubject({ name: 'Ana', purpose: 'job' }, en)).toBe('New Job Opportunity inquiry from Ana');
  });
});
