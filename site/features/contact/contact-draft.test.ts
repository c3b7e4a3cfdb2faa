// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactFields } from './contact-fields.ts';
import { clearDraft, contactDraftKey, loadDraft, parseDraft, saveDraft, serializeDraft } from './contact-draft.ts';

const draft: ContactFields = {
  name: 'Ana',
  email: 'ana@',
  organization: '',
  role: 'PhD student',
  phone: '',
  purpose: 'job',
  message: 'Hello, I saw',
};

const refusingStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

afterEach(() => sessionStorage.clear());

describe('the contact draft', () => {
  it('round-trips the visible fields through session storage', () => {
    saveDraft(sessionStorage, draft);
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey) ?? 'null')).toEqual(draft);
    expect(loadDraft(sessionStorage)).toEqual(draft);
  });

  it('never stores anything but the visible fields', () => {
    const withExtra = { ...draft, _gotcha: 'bot', honeypot: 'bot' } as ContactFields;
    expect(Object.keys(JSON.parse(serializeDraft(withExtra) ?? '{}')).sort()).toEqual(
      ['email', 'message', 'name', 'organization', 'phone', 'purpose', 'role'],
    );
  });

  it('removes the stored draft when every field is empty, and on clear', () => {
    saveDraft(sessionStorage, draft);
    saveDraft(sessionStorage, { ...draft, name: '', email: '', role: '', purpose: '', message: '' });
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
    saveDraft(sessionStorage, draft);
    clearDraft(sessionStorage);
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
  });

  it('reads no draft from missing, broken or foreign data, and keeps the readable fields of a partial one', () => {
    for (const text of [null, '', '{', '[]', '"text"', '42', '{}', '{"name": 3}']) {
      expect(parseDraft(text), String(text)).toBeNull();
    }
    expect(parseDraft('{"name":"Ana","purpose":"bribe","message":["x"]}')).toEqual({
      name: 'Ana',
      email: '',
      organization: '',
      role: '',
      phone: '',
      purpose: '',
      message: '',
    });
  });

  it('keeps no draft, without throwing, where storage is missing or refuses', () => {
    expect(loadDraft(null)).toBeNull();
    expect(loadDraft(refusingStorage)).toBeNull();
    expect(() => saveDraft(refusingStorage, draft)).not.toThrow();
    expect(() => clearDraft(refusingStorage)).not.toThrow();
    expect(() => saveDraft(null, draft)).not.toThrow();
  });
});
