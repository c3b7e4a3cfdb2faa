import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { trackEvent } from '../../shared/analytics/track.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import type { ContactSettings } from './contact-settings.ts';
import { clearDraft, draftSaveDelayMs, loadDraft, saveDraft, sessionStorageOrNull } from './contact-draft.ts';
import { emptyContactFields, firstInvalidField, type ContactFieldName, type ContactFields } from './contact-fields.ts';
import { contactFormReducer, initialContactFormState } from './contact-form-state.ts';
import { buildContactPayload } from './contact-payload.ts';
import { sendContactMessage } from './send-contact.ts';
import { validateContact } from './validate-contact.ts';

type FocusTarget = ContactFieldName | 'status' | 'submit';

/** The contact form's fields, submit flow, draft and focus management. */
export function useContactForm(contact: ContactSettings) {
  const { t } = useI18n();
  const [fields, setFields] = useState<ContactFields>(emptyContactFields);
  // Changes can come faster than renders (what was typed before hydration is given at once): each builds on the last.
  const latestFields = useRef(fields);
  latestFields.current = fields;
  const [honeypot, setHoneypot] = useState('');
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  const [draftRestored, setDraftRestored] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sending = useRef<AbortController | null>(null);

  // Focus moves after React has rendered the new state, so a screen reader reads the new content.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const { target } = focusRequest;
    if (target === 'status') statusRef.current?.focus();
    else if (target === 'submit') submitRef.current?.focus();
    else (formRef.current?.elements.namedItem(target) as HTMLElement | null)?.focus();
  }, [focusRequest]);

  // The prerendered form keeps the browser's own checks for visitors without JavaScript; once the page runs,
  // the form's messages (in the page language, under each field) replace them, from the commit on: a submit
  // held until the form hydrated is sent right after it.
  useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // Restored after hydration, never during render: the prerendered HTML is always the empty form.
  useEffect(() => {
    const draft = loadDraft(sessionStorageOrNull());
    if (draft) {
      setFields(draft);
      setDraftRestored(true);
    }
  }, []);

  const pendingDraft = useRef<ContactFields | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flushDraft = useCallback(() => {
    clearTimeout(draftTimer.current);
    if (pendingDraft.current) saveDraft(sessionStorageOrNull(), pendingDraft.current);
    pendingDraft.current = null;
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flushDraft);
    return () => {
      window.removeEventListener('pagehide', flushDraft);
      flushDraft();
      sending.current?.abort();
    };
  }, [flushDraft]);

  function scheduleDraftSave(next: ContactFields) {
    pendingDraft.current = next;
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(flushDraft, draftSaveDelayMs);
  }

  function discardDraft() {
    clearTimeout(draftTimer.current);
    pendingDraft.current = null;
    clearDraft(sessionStorageOrNull());
    setDraftRestored(false);
  }

  function changeField(field: ContactFieldName, value: string) {
    const next = { ...latestFields.current, [field]: value } as ContactFields;
    latestFields.current = next;
    setFields(next);
    dispatch({ type: 'edit', field });
    scheduleDraftSave(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'submitting') return;

    const validation = validateContact(fields, honeypot, t);
    if (validation.outcome === 'ignored') return;
    if (validation.outcome === 'invalid') {
      dispatch({ type: 'invalid', errors: validation.errors });
      setFocusRequest({ target: firstInvalidField(validation.errors) ?? 'status' });
      return;
    }

    dispatch({ type: 'submit' });
    const controller = new AbortController();
    sending.current = controller;
    const outcome = await sendContactMessage(contact.formEndpoint, buildContactPayload(fields, honeypot, t), {
      signal: controller.signal,
    });
    // Aborted: the form was unmounted while sending, and nobody is left to tell.
    if (controller.signal.aborted) return;
    sending.current = null;

    if (outcome.kind === 'sent') {
      dispatch({ type: 'sent' });
      setFields(emptyContactFields);
      discardDraft();
      trackEvent('form_submission', { status: 'success' });
      setFocusRequest({ target: 'status' });
      return;
    }
    trackEvent('form_submission', { status: 'failure' });
    if (outcome.kind === 'rejected') {
      dispatch({ type: 'rejected', fieldErrors: outcome.fieldErrors, formMessages: outcome.formMessages });
      setFocusRequest({ target: firstInvalidField(outcome.fieldErrors) ?? 'status' });
    } else {
      dispatch({ type: 'failed' });
      setFocusRequest({ target: 'status' });
    }
  }

  function retry() {
    dispatch({ type: 'retry' });
    setFocusRequest({ target: 'submit' });
  }

  return {
    fields,
    honeypot,
    state,
    draftRestored,
    formRef,
    statusRef,
    submitRef,
    changeField,
    setHoneypot,
    submit,
    retry,
  };
}
