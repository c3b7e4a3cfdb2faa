import { contactFieldNames, emptyContactFields, isPurpose, type ContactFields } from './contact-fields.ts';

/** The unsent message survives a reload or a failed send, for the browser tab's session only. */
export const contactDraftKey = 'portfolio-contact-draft';
export const draftSaveDelayMs = 300;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The fields of a stored draft; anything unreadable (old format, edited by hand) is no draft. */
export function parseDraft(text: string | null): ContactFields | null {
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;

  const draft: ContactFields = { ...emptyContactFields };
  for (const field of contactFieldNames) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    if (field === 'purpose') draft.purpose = isPurpose(value) ? value : '';
    else draft[field] = value;
  }
  return isEmptyDraft(draft) ? null : draft;
}

function isEmptyDraft(fields: ContactFields): boolean {
  return contactFieldNames.every((field) => fields[field] === '');
}

/** Only the visible fields are stored: never the honeypot. */
export function serializeDraft(fields: ContactFields): string | null {
  if (isEmptyDraft(fields)) return null;
  return JSON.stringify(Object.fromEntries(contactFieldNames.map((field) => [field, fields[field]])));
}

// Storage can be missing or refuse (private modes, full quota, blocked cookies): a draft is a convenience,
// so those cases simply keep no draft.

export function loadDraft(storage: DraftStorage | null): ContactFields | null {
  try {
    return parseDraft(storage?.getItem(contactDraftKey) ?? null);
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage | null, fields: ContactFields): void {
  try {
    const text = serializeDraft(fields);
    if (text === null) storage?.removeItem(contactDraftKey);
    else storage?.setItem(contactDraftKey, text);
  } catch {
    // See above: no draft.
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(contactDraftKey);
  } catch {
    // See above: no draft.
  }
}

/** The tab's session storage, or null where reading it throws (blocked storage). Browser only. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
