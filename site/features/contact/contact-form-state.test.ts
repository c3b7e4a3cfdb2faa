import { describe, expect, it } from 'vitest';
import {
  contactFormReducer,
  initialContactFormState,
  type ContactFormAction,
  type ContactFormState,
} from './contact-form-state.ts';

const submitting: ContactFormState = { status: 'submitting', fieldErrors: {}, formMessages: [] };
const failed: ContactFormState = { status: 'error', fieldErrors: {}, formMessages: [] };
const succeeded: ContactFormState = { status: 'success', fieldErrors: {}, formMessages: [] };

const run = (state: ContactFormState, ...actions: ContactFormAction[]) => actions.reduce(contactFormReducer, state);

describe('contactFormReducer', () => {
  it('goes idle → submitting → success', () => {
    expect(run(initialContactFormState, { type: 'submit' })).toEqual(submitting);
    expect(run(initialContactFormState, { type: 'submit' }, { type: 'sent' })).toEqual(succeeded);
  });

  it('goes submitting → error on a failed send, and back to idle with try again', () => {
    const error = run(initialContactFormState, { type: 'submit' }, { type: 'failed' });
    expect(error).toEqual(failed);
    expect(contactFormReducer(error, { type: 'retry' })).toEqual(initialContactFormState);
  });

  it('keeps validation errors in idle and clears them when a new send starts', () => {
    const invalid = contactFormReducer(initialContactFormState, { type: 'invalid', errors: { name: 'Name is required' } });
    expect(invalid).toEqual({ status: 'idle', fieldErrors: { name: 'Name is required' }, formMessages: [] });
    expect(contactFormReducer(invalid, { type: 'submit' })).toEqual(submitting);
  });

  it('clears only the edited field’s error', () => {
    const invalid = contactFormReducer(initialContactFormState, {
      type: 'invalid',
      errors: { name: 'Name is required', email: 'Email is required' },
    });
    expect(contactFormReducer(invalid, { type: 'edit', field: 'name' }).fieldErrors).toEqual({ email: 'Email is required' });
    expect(contactFormReducer(invalid, { type: 'edit', field: 'phone' })).toBe(invalid);
  });

  it('returns to idle with the service’s field errors after a 422, keeping its form-level messages', () => {
    const rejected = run(initialContactFormState, { type: 'submit' }, {
      type: 'rejected',
      fieldErrors: { email: 'should be an email' },
      formMessages: ['too many links'],
    });
    expect(rejected).toEqual({ status: 'idle', fieldErrors: { email: 'should be an email' }, formMessages: ['too many links'] });
  });

  it('treats a 422 about the whole form only as a failed send carrying the service’s messages', () => {
    const rejected = run(initialContactFormState, { type: 'submit' }, {
      type: 'rejected',
      fieldErrors: {},
      formMessages: ['empty form'],
    });
    expect(rejected).toEqual({ status: 'error', fieldErrors: {}, formMessages: ['empty form'] });
  });

  it('starts a new message when a field is edited after a success', () => {
    expect(contactFormReducer(succeeded, { type: 'edit', field: 'message' })).toEqual(initialContactFormState);
  });

  it('ignores a second submit, and validation, while sending', () => {
    expect(contactFormReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(contactFormReducer(submitting, { type: 'invalid', errors: { name: 'x' } })).toBe(submitting);
  });

  it('ignores outcomes that arrive when nothing is being sent, and try again outside the error state', () => {
    for (const action of [{ type: 'sent' }, { type: 'failed' }] as const) {
      expect(contactFormReducer(initialContactFormState, action)).toBe(initialContactFormState);
      expect(contactFormReducer(succeeded, action)).toBe(succeeded);
    }
    expect(contactFormReducer(submitting, { type: 'retry' })).toBe(submitting);
    expect(contactFormReducer(succeeded, { type: 'retry' })).toBe(succeeded);
  });

  it('lets a new send start from the error and success states', () => {
    expect(contactFormReducer(failed, { type: 'submit' })).toEqual(submitting);
    expect(contactFormReducer(succeeded, { type: 'submit' })).toEqual(submitting);
  });
});
