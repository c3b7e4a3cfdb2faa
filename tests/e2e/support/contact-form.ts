import type { Language } from './site-content.ts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { browser } from './file-browser.ts';
import type { FormBehaviour, RecordedPost } from './form-stand-in.ts';
import { artifactsDir, waitForHydration } from './browser.ts';
import { pagePath, text } from './site-content.ts';
import { openTestPage, reusedTestPage } from './test-page.ts';

/** The home page's contact form as its browser tests reach it, and the form service's stand-in behind it. */
export const baseUrl = inject('baseUrl');
export const formServiceUrl = inject('formServiceUrl');
const formPath = '/f/e2e-test-form';
export const formUrl = `${formServiceUrl}${formPath}`;

export async function standInAnswers(behaviour: FormBehaviour): Promise<void> {
  const response = await fetch(`${formServiceUrl}/__behaviour?form=${formPath}`, { method: 'POST', body: JSON.stringify({ behaviour }) });
  expect(response.status).toBe(204);
}

/** The posts the site's contact form sent the stand-in since the last reset (another form's are kept apart). */
export async function receivedPosts(): Promise<RecordedPost[]> {
  return (await (await fetch(`${formServiceUrl}/__posts?form=${formPath}`)).json()) as RecordedPost[];
}

/** Forgets the contact form's posts and makes the stand-in answer it `ok` again. */
export async function resetStandIn(): Promise<void> {
  const response = await fetch(`${formServiceUrl}/__reset?form=${formPath}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

/** The specification gives these English texts word for word: they are the contract, not a translation. */
const specifiedEnglish: Readonly<Record<string, string>> = {
  'contactForm.sending': 'Sending...',
  'contactForm.errorTitle': 'Failed to send message',
  'contactForm.errorMessage': 'Please try again or email me directly.',
  'validation.nameRequired': 'Name is required',
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.purposeRequired': 'Please select a purpose for your message',
  'validation.messageRequired': 'Message is required',
  'validation.messageMinLength': 'Message must be at least 10 characters long',
  'validation.phoneInvalid': 'Please enter a valid phone number',
};

/** What the visitor reads for a string key: the specification's words in English, the strings file in French. */
export function says(language: Language, key: string): string {
  const specified = specifiedEnglish[key];
  if (language === 'en' && specified !== undefined) {
    expect(text('en', key), `content/strings.en.json "${key}"`).toBe(specified);
    return specified;
  }
  return text(language, key);
}

/** The mail subject the specification asks for: 'New {purpose label} inquiry from {name}'. */
export function expectedSubject(language: Language, purposeLabel: string, name: string): string {
  if (language === 'en') return `New ${purposeLabel} inquiry from ${name}`;
  return text(language, 'contactForm.subject', { purpose: purposeLabel, name });
}

export const visitor = {
  name: 'Anaïs Le Goff',
  email: 'anais.legoff@example.org',
  organization: 'Institut Côtier de Bretagne',
  role: 'Research Engineer',
  phone: '+33 (0)2 98 00-11-22',
  purpose: 'collaboration',
  message: 'I would like to discuss a joint study of dune erosion during winter storms.',
} as const;

export const textFields = ['name', 'email', 'organization', 'role', 'phone', 'message'] as const;
const allFields = ['name', 'email', 'organization', 'role', 'phone', 'purpose', 'message'] as const;
type FieldName = (typeof allFields)[number];

const fieldLabelKey: Record<FieldName, string> = {
  name: 'contactForm.name',
  email: 'contactForm.email',
  organization: 'contactForm.organization',
  role: 'contactForm.role',
  phone: 'contactForm.phone',
  purpose: 'contactForm.purpose',
  message: 'contactForm.message',
};

/** The contact form of a page, found the way a screen reader user finds it: by roles and labels. */
export function contactForm(page: Page, language: Language) {
  const form = page.getByRole('form', { name: text(language, 'contact.formTitle') });
  const field = (name: FieldName): Locator =>
    form.getByRole(name === 'purpose' ? 'combobox' : 'textbox', { name: text(language, fieldLabelKey[name]), exact: true });
  return {
    form,
    field,
    submit: form.getByRole('button', { name: text(language, 'contactForm.send'), exact: true }),
    status: page.locator('#contact-status'),
    tryAgain: page.getByRole('button', { name: text(language, 'contactForm.tryAgain'), exact: true }),
  };
}

type ContactForm = ReturnType<typeof contactForm>;

/**
 * `page`: 'own' for a test that installs routes or counts the form's requests, 'reused' (the file's tests take
 * turns with one page, support/reused-page.ts) for the others: a fresh context costs Chromium its first load again.
 */
export async function openContact(language: Language, page: 'own' | 'reused') {
  const tracked = await (page === 'own' ? openTestPage(browser) : reusedTestPage(browser));
  await tracked.page.goto(`${baseUrl}${pagePath(language, '/')}`);
  await waitForHydration(tracked.page);
  await scrollToContact(tracked.page);
  return { ...tracked, contact: contactForm(tracked.page, language) };
}

/**
 * The visitor has reached the form. Instantly: the page scrolls smoothly, and a long smooth scroll started by
 * the first action would keep the submit button moving (Playwright waits for it to stand still).
 */
export async function scrollToContact(page: Page): Promise<void> {
  await page.evaluate(() => document.getElementById('contact')?.scrollIntoView({ behavior: 'instant' }));
}

export async function fillEveryField(contact: ContactForm, values: Partial<Record<FieldName, string>> = visitor) {
  for (const name of textFields) {
    const value = values[name];
    if (value !== undefined) await contact.field(name).fill(value);
  }
  if (values.purpose !== undefined) await contact.field('purpose').selectOption(values.purpose);
}

export function fieldValues(contact: ContactForm) {
  return Promise.all(allFields.map(async (name) => [name, await contact.field(name).inputValue()] as const)).then(
    Object.fromEntries,
  );
}

export const emptyFields = Object.fromEntries(allFields.map((name) => [name, '']));

/**
 * Each field's invalid flag and the error message tied to it (its aria-describedby texts): what assistive
 * technology announces for the field.
 */
export function fieldErrors(contact: ContactForm) {
  return contact.form.evaluate((form: HTMLFormElement, names: readonly string[]) => {
    const errors: Record<string, string> = {};
    for (const name of names) {
      const control = form.elements.namedItem(name) as HTMLElement;
      const invalid = control.getAttribute('aria-invalid') === 'true';
      const description = (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((id) => id.endsWith('-error'))
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`)
        .join(' ');
      if (invalid || description !== '') errors[name] = invalid ? description : `not aria-invalid: ${description}`;
    }
    return errors;
  }, allFields);
}

/** The contact section alone: the part under test, and much cheaper than a shot of the whole long page. */
export async function screenshotContact(page: Page, name: string): Promise<void> {
  mkdirSync(join(artifactsDir, 'screenshots'), { recursive: true });
  await page.locator('#contact').screenshot({ path: join(artifactsDir, 'screenshots', `${name}.png`) });
}

export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

export function formPosts(requests: readonly string[]): string[] {
  return requests.filter((url) => url === formUrl);
}

/** Chromium's console line for a fetch that got an error status: expected when the service refuses. */
export const failedLoad = (status: string) => `error: Failed to load resource: the server responded with a status of ${status}`;


/**
 * The home page, hydrated, scrolled to the contact form, whose code is held back until `release` is called: what a
 * visitor does meanwhile is done before the form can answer.
 */
export async function openContactWithCodeHeld(): Promise<{ page: Page; problems: string[]; contact: ContactForm; release: () => void }> {
  const { page, problems } = await openTestPage(browser);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-section-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${inject('baseUrl')}/`);
  await waitForHydration(page);
  await scrollToContact(page);
  return { page, problems, contact: contactForm(page, 'en'), release };
}
