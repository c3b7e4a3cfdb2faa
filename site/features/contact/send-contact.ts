import { isContactFieldName, type ContactFieldName, type FieldErrors } from './contact-fields.ts';
import type { ContactPayload } from './contact-payload.ts';

/** A send that has not answered after 15 s is a failure: the visitor can try again or write an email. */
export const contactTimeoutMs = 15_000;

export interface ServiceErrors {
  fieldErrors: FieldErrors;
  formMessages: string[];
}

export type SendOutcome = { kind: 'sent' } | ({ kind: 'rejected' } & ServiceErrors) | { kind: 'failed' };

/** Formspree reports the reply-to address under its own name; it is the email field the visitor filled. */
const serviceFieldAliases: Readonly<Record<string, ContactFieldName>> = { _replyto: 'email' };

function fieldOf(serviceField: unknown): ContactFieldName | undefined {
  if (isContactFieldName(serviceField)) return serviceField;
  return typeof serviceField === 'string' ? serviceFieldAliases[serviceField] : undefined;
}

/**
 * The messages of a 422 answer (`{"errors": [{"field"?, "message"}]}`): per field for the fields the form has,
 * the others for the whole form. Null when the body carries no usable message.
 */
export function readServiceErrors(body: unknown): ServiceErrors | null {
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return null;

  const result: ServiceErrors = { fieldErrors: {}, formMessages: [] };
  for (const error of errors as unknown[]) {
    if (typeof error !== 'object' || error === null) continue;
    const { field, message } = error as { field?: unknown; message?: unknown };
    if (typeof message !== 'string' || message.trim() === '') continue;
    const formField = fieldOf(field);
    if (formField === undefined) result.formMessages.push(message);
    else result.fieldErrors[formField] ??= message;
  }
  const found = Object.keys(result.fieldErrors).length > 0 || result.formMessages.length > 0;
  return found ? result : null;
}

async function rejectionOf(response: Response): Promise<SendOutcome> {
  try {
    const errors = readServiceErrors(await response.json());
    return errors ? { kind: 'rejected', ...errors } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * Posts the message to the form service (Formspree's JSON contract). Never throws: a non-OK answer, a network
 * error, a timeout or a cancel through `signal` (the form went away) is a failure.
 */
export async function sendContactMessage(
  endpoint: string,
  payload: ContactPayload,
  { signal, timeoutMs = contactTimeoutMs }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<SendOutcome> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'sent' };
    if (response.status === 422) return await rejectionOf(response);
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
