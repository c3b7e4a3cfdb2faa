import type { Translate } from '../../../core/i18n/translate.ts';
import type { ContactFields, FieldErrors } from './contact-fields.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Specification section 5, phone: an optional leading +, then digits, spaces, hyphens or parentheses, at least
 * 10 characters in total. Written for the HTML `pattern` attribute (compiled with the v flag, anchored), so the
 * form checks the same rule when it posts without JavaScript.
 */
export const phonePattern = String.raw`(?=.{10,})\+?[0-9\s\-\(\)]+`;
const phoneRegExp = new RegExp(`^(?:${phonePattern})$`, 'v');

export const messageMinLength = 10;

export type ContactValidation =
  | { outcome: 'valid' }
  | { outcome: 'invalid'; errors: FieldErrors }
  /** The honeypot was filled: a bot. The submit is dropped without a word. */
  | { outcome: 'ignored' };

/** Specification section 5: the rules checked on submit, with the messages in the page language. */
export function validateContact(fields: ContactFields, honeypot: string, t: Translate): ContactValidation {
  if (honeypot !== '') return { outcome: 'ignored' };

  const errors: FieldErrors = {};
  if (fields.name.trim() === '') errors.name = t('validation.nameRequired');

  const email = fields.email.trim();
  if (email === '') errors.email = t('validation.emailRequired');
  else if (!emailPattern.test(email)) errors.email = t('validation.emailInvalid');

  const phone = fields.phone.trim();
  if (phone !== '' && !phoneRegExp.test(phone)) errors.phone = t('validation.phoneInvalid');

  if (fields.purpose === '') errors.purpose = t('validation.purposeRequired');

  const message = fields.message.trim();
  if (message === '') errors.message = t('validation.messageRequired');
  else if ([...message].length < messageMinLength) errors.message = t('validation.messageMinLength');

  return Object.keys(errors).length === 0 ? { outcome: 'valid' } : { outcome: 'invalid', errors };
}
