/** Specification section 3, Purpose options, in the order the select lists them. */
export const purposes = ['collaboration', 'inquiry', 'speaking', 'job', 'media', 'other'] as const;
export type Purpose = (typeof purposes)[number];

export function isPurpose(value: unknown): value is Purpose {
  return typeof value === 'string' && (purposes as readonly string[]).includes(value);
}

/** The visible fields, in form order: focus goes to the first invalid one in this order. */
export const contactFieldNames = ['name', 'email', 'organization', 'role', 'phone', 'purpose', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export function isContactFieldName(value: unknown): value is ContactFieldName {
  return typeof value === 'string' && (contactFieldNames as readonly string[]).includes(value);
}

/** What the visitor typed; `purpose` is '' until one is chosen. */
export interface ContactFields {
  name: string;
  email: string;
  organization: string;
  role: string;
  phone: string;
  purpose: Purpose | '';
  message: string;
}

export const emptyContactFields: ContactFields = {
  name: '',
  email: '',
  organization: '',
  role: '',
  phone: '',
  purpose: '',
  message: '',
};

/** A message per field, already in the page language (ours) or as the form service wrote it. */
export type FieldErrors = Partial<Record<ContactFieldName, string>>;

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: FieldErrors): ContactFieldName | undefined {
  return contactFieldNames.find((field) => errors[field] !== undefined);
}
