import { describe, expect, it } from 'vitest';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { createTranslate } from '../../../core/i18n/translate.ts';
import { emptyContactFields, type ContactFields } from './contact-fields.ts';
import { phonePattern, validateContact } from './validate-contact.ts';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

const en = createTranslate(stringsEn);
const fr = createTranslate(stringsFr);

const valid: ContactFields = {
  name: 'Ana Souza',
  email: 'ana.souza@example.org',
  organization: '',
  role: '',
  phone: '',
  purpose: 'collaboration',
  message: 'Would you share the run-up data set?',
};

function errorsFor(change: Partial<ContactFields>, t = en) {
  const result = validateContact({ ...valid, ...change }, '', t);
  return result.outcome === 'invalid' ? result.errors : {};
}

describe('validateContact', () => {
  it('accepts a complete message with the optional fields empty', () => {
    expect(validateContact(valid, '', en)).toEqual({ outcome: 'valid' });
  });

  it('ignores a filled honeypot before any other rule, even on an empty form', () => {
    expect(validateContact(emptyContactFields, 'http://spam.example', en)).toEqual({ outcome: 'ignored' });
    expect(validateContact(valid, 'x', en)).toEqual({ outcome: 'ignored' });
  });

  it('reports every rule broken at once, with the English messages of the specification', () => {
    expect(validateContact(emptyContactFields, '', en)).toEqual({
      outcome: 'invalid',
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        purpose: 'Please select a purpose for your message',
        message: 'Message is required',
      },
    });
  });

  it('gives the same rules in French', () => {
    const result = validateContact({ ...emptyContactFields, phone: '12' }, '', fr);
    expect(result).toEqual({
      outcome: 'invalid',
      errors: {
        name: stringsFr['validation.nameRequired'],
        email: stringsFr['validation.emailRequired'],
        phone: stringsFr['validation.phoneInvalid'],
        purpose: stringsFr['validation.purposeRequired'],
        message: stringsFr['validation.messageRequired'],
      },
    });
    expect(errorsFor({ email: 'ana@example', message: 'court' }, fr)).toEqual({
      email: stringsFr['validation.emailInvalid'],
      message: stringsFr['validation.messageMinLength'],
    });
    expect(stringsFr['validation.nameRequired']).not.toBe(stringsEn['validation.nameRequired']);
  });

  it('requires a name after trimming', () => {
    expect(errorsFor({ name: '   ' })).toEqual({ name: 'Name is required' });
    expect(errorsFor({ name: ' A ' })).toEqual({});
  });

  it('requires an email and checks its shape', () => {
    expect(errorsFor({ email: '  ' })).toEqual({ email: 'Email is required' });
    for (const email of ['ana', 'ana@example', 'ana souza@example.org', '@example.org', 'ana@exa mple.org', 'a@@b.c']) {
      expect(errorsFor({ email }), email).toEqual({ email: 'Please enter a valid email address' });
    }
    for (const email of ['a@b.c', ' ana.souza@example.org ', 'x+tag@sub.example.co.uk']) {
      expect(errorsFor({ email }), email).toEqual({});
    }
  });

  it('requires a purpose', () => {
    expect(errorsFor({ purpose: '' })).toEqual({ purpose: 'Please select a purpose for your message' });
  });

  it('requires a message of at least 10 characters after trimming', () => {
    expect(errorsFor({ message: ' \n\t ' })).toEqual({ message: 'Message is required' });
    expect(errorsFor({ message: '   too short   ' })).toEqual({ message: 'Message must be at least 10 characters long' });
    expect(errorsFor({ message: '  123456789  ' })).toEqual({ message: 'Message must be at least 10 characters long' });
    expect(errorsFor({ message: '1234567890' })).toEqual({});
    // Characters, not UTF-16 units: five waves are five characters.
    expect(errorsFor({ message: '🌊🌊🌊🌊🌊' })).toEqual({ message: 'Message must be at least 10 characters long' });
  });

  it('accepts no phone, or a phone of digits, spaces, hyphens and parentheses after an optional +, 10 characters or more', () => {
    for (const phone of ['', '   ', '0612345678', '+33 6 12 34 56 78', '(555) 123-4567', '+123456789', ' 06-12-34-56-78 ']) {
      expect(errorsFor({ phone }), phone).toEqual({});
    }
  });

  it('rejects any other phone', () => {
    for (const phone of ['123456789', '+12345678', '06 12 34 56 7x', '++33612345678', '0612345678+', '06.12.34.56.78', 'call me later']) {
      expect(errorsFor({ phone }), phone).toEqual({ phone: 'Please enter a valid phone number' });
    }
  });
});

describe('phonePattern', () => {
  // The browser compiles the pattern attribute as ^(?:pattern)$ with the v flag when the form posts without JavaScript.
  const browserRule = new RegExp(`^(?:${phonePattern})$`, 'v');

  it('is a valid HTML pattern that agrees with the validation', () => {
    expect(browserRule.test('+33 6 12 34 56 78')).toBe(true);
    expect(browserRule.test('(555) 123-4567')).toBe(true);
    expect(browserRule.test('123456789')).toBe(false);
    expect(browserRule.test('06.12.34.56.78')).toBe(false);
  });
});
