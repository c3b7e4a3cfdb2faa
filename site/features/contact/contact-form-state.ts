import type { ContactFieldName, FieldErrors } from './contact-fields.ts';

type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Specification section 4, Contact submission, with the field errors shown under the inputs. */
export interface ContactFormState {
  status: SubmitStatus;
  fieldErrors: FieldErrors;
  /** Messages from the form service about the whole form, not one field. */
  formMessages: readonly string[];
}

export type ContactFormAction =
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'submit' }
  | { type: 'sent' }
  /** The service refused the data (422): its messages per field and for the whole form. */
  | { type: 'rejected'; fieldErrors: FieldErrors; formMessages: readonly string[] }
  /** Non-OK answer, network error or timeout. */
  | { type: 'failed' }
  | { type: 'retry' }
  | { type: 'edit'; field: ContactFieldName };

export const initialContactFormState: ContactFormState = { status: 'idle', fieldErrors: {}, formMessages: [] };

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'invalid':
      if (state.status === 'submitting') return state;
      return { status: 'idle', fieldErrors: action.errors, formMessages: [] };
    case 'submit':
      if (state.status === 'submitting') return state;
      return { status: 'submitting', fieldErrors: {}, formMessages: [] };
    case 'sent':
      if (state.status !== 'submitting') return state;
      return { status: 'success', fieldErrors: {}, formMessages: [] };
    case 'rejected':
      if (state.status !== 'submitting') return state;
      // Errors the visitor can fix in a field send them back to the form; the rest is a failed send.
      if (Object.keys(action.fieldErrors).length > 0) {
        return { status: 'idle', fieldErrors: action.fieldErrors, formMessages: action.formMessages };
      }
      return { status: 'error', fieldErrors: {}, formMessages: action.formMessages };
    case 'failed':
      if (state.status !== 'submitting') return state;
      return { status: 'error', fieldErrors: {}, formMessages: [] };
    case 'retry':
      if (state.status !== 'error') return state;
      return initialContactFormState;
    case 'edit': {
      const { [action.field]: cleared, ...fieldErrors } = state.fieldErrors;
      // Editing after a success starts a new message: the success notice goes.
      const status = state.status === 'success' ? 'idle' : state.status;
      if (status === state.status && cleared === undefined) return state;
      return { ...state, status, fieldErrors };
    }
  }
}
