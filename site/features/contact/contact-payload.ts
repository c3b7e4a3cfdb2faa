import type { Translate } from '../../../core/i18n/translate.ts';
import type { ContactFields } from './contact-fields.ts';

/** Specification section 7 and the Formspree contract: the JSON body of the form post. */
export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  purpose: string;
  message: string;
  organization: string;
  role: string;
  _subject: string;
  _replyto: string;
  _gotcha: string;
}

/**
 * The mail subject, 'New {purpose label} inquiry from {name}' in the page language. Before a purpose and a
 * name are known (the prerendered form, posted without JavaScript) it is a general one.
 */
export function contactSubject(fields: Pick<ContactFields, 'name' | 'purpose'>, t: Translate): string {
  const name = fields.name.trim();
  if (fields.purpose === '' || name === '') return t('contactForm.subjectFallback');
  return t('contactForm.subject', { purpose: t(`purpose.${fields.purpose}`), name });
}

export function buildContactPayload(fields: ContactFields, honeypot: string, t: Translate): ContactPayload {
  const email = fields.email.trim();
  return {
    name: fields.name.trim(),
    email,
    phone: fields.phone.trim(),
    purpose: fields.purpose,
    message: fields.message.trim(),
    organization: fields.organization.trim(),
    role: fields.role.trim(),
    _subject: contactSubject(fields, t),
    _replyto: email,
    _gotcha: honeypot,
  };
}
