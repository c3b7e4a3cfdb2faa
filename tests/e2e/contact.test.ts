import type { Language } from './support/site-content.ts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { contactDraftKey } from '../../site/features/contact/contact-draft.ts';
import { artifactsDir, launchChromium, waitForHydration, waitForIsland } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import type { FormBehaviour, RecordedPost } from './support/form-stand-in.ts';
import { pagePath, site, text } from './support/site-content.ts';
import { openTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');
const formServiceUrl = inject('formServiceUrl');
const formUrl = `${formServiceUrl}/f/e2e-test-form`;

beforeEach(async () => {
  await fetch(`${formServiceUrl}/__reset`, { method: 'POST' });
});

async function standInAnswers(behaviour: FormBehaviour): Promise<void> {
  const response = await fetch(`${formServiceUrl}/__behaviour`, { method: 'POST', body: JSON.stringify({ behaviour }) });
  expect(response.status).toBe(204);
}

async function receivedPosts(): Promise<RecordedPost[]> {
  return (await (await fetch(`${formServiceUrl}/__posts`)).json()) as RecordedPost[];
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
function says(language: Language, key: string): string {
  const specified = specifiedEnglish[key];
  if (language === 'en' && specified !== undefined) {
    expect(text('en', key), `content/strings.en.json "${key}"`).toBe(specified);
    return specified;
  }
  return text(language, key);
}

/** The mail subject the specification asks for: 'New {purpose label} inquiry from {name}'. */
function expectedSubject(language: Language, purposeLabel: string, name: string): string {
  if (language === 'en') return `New ${purposeLabel} inquiry from ${name}`;
  return text(language, 'contactForm.subject', { purpose: purposeLabel, name });
}

const visitor = {
  name: 'Anaïs Le Goff',
  email: 'anais.legoff@example.org',
  organization: 'Institut Côtier de Bretagne',
  role: 'Research Engineer',
  phone: '+33 (0)2 98 00-11-22',
  purpose: 'collaboration',
  message: 'I would like to discuss a joint study of dune erosion during winter storms.',
} as const;

const textFields = ['name', 'email', 'organization', 'role', 'phone', 'message'] as const;
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
function contactForm(page: Page, language: Language) {
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

async function openContact(language: Language) {
  const tracked = await openTestPage(browser);
  await tracked.page.goto(`${baseUrl}${pagePath(language, '/')}`);
  await waitForHydration(tracked.page);
  await scrollToContact(tracked.page);
  return { ...tracked, contact: contactForm(tracked.page, language) };
}

/**
 * The visitor has reached the form. Instantly: the page scrolls smoothly, and a long smooth scroll started by
 * the first action would keep the submit button moving (Playwright waits for it to stand still).
 */
async function scrollToContact(page: Page): Promise<void> {
  await page.evaluate(() => document.getElementById('contact')?.scrollIntoView({ behavior: 'instant' }));
}

async function fillEveryField(contact: ContactForm, values: Partial<Record<FieldName, string>> = visitor) {
  for (const name of textFields) {
    const value = values[name];
    if (value !== undefined) await contact.field(name).fill(value);
  }
  if (values.purpose !== undefined) await contact.field('purpose').selectOption(values.purpose);
}

function fieldValues(contact: ContactForm) {
  return Promise.all(allFields.map(async (name) => [name, await contact.field(name).inputValue()] as const)).then(
    Object.fromEntries,
  );
}

const emptyFields = Object.fromEntries(allFields.map((name) => [name, '']));

/**
 * Each field's invalid flag and the error message tied to it (its aria-describedby texts): what assistive
 * technology announces for the field.
 */
function fieldErrors(contact: ContactForm) {
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
async function screenshotContact(page: Page, name: string): Promise<void> {
  mkdirSync(join(artifactsDir, 'screenshots'), { recursive: true });
  await page.locator('#contact').screenshot({ path: join(artifactsDir, 'screenshots', `${name}.png`) });
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

function formPosts(requests: readonly string[]): string[] {
  return requests.filter((url) => url === formUrl);
}

/** Chromium's console line for a fetch that got an error status: expected when the service refuses. */
const failedLoad = (status: string) => `error: Failed to load resource: the server responded with a status of ${status}`;

describe.each(['en', 'fr'] as const)('sending a message, in %s', (language) => {
  it('shows the sending state, posts the JSON the form service expects, then thanks and clears the form', async () => {
    const { page, problems, contact } = await openContact(language);
    let releasePost!: () => void;
    const postReleased = new Promise<void>((release) => (releasePost = release));
    await page.route(formUrl, async (route) => {
      if (route.request().method() === 'POST') await postReleased;
      await route.continue();
    });

    await fillEveryField(contact);
    await contact.submit.click();

    const sending = contact.form.getByRole('button', { name: says(language, 'contactForm.sending'), exact: true });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await contact.form.getAttribute('aria-busy')).toBe('true');
    await screenshotContact(page, `contact-${language}-sending`);
    releasePost();

    await contact.status.getByText(text(language, 'contactForm.successTitle'), { exact: true }).waitFor();
    expect(await contact.status.getAttribute('role')).toBe('status');
    expect(await contact.status.innerText()).toContain(text(language, 'contactForm.successMessage'));
    expect(await contact.status.innerText()).toContain(text(language, 'contactForm.successNote'));
    await expect.poll(() => focusedId(page)).toBe('contact-status');
    expect(await fieldValues(contact)).toEqual(emptyFields);
    expect(await contact.submit.isEnabled()).toBe(true);
    await screenshotContact(page, `contact-${language}-sent`);

    const posts = await receivedPosts();
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.path).toBe('/f/e2e-test-form');
    expect(post?.headers.accept).toBe('application/json');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.body).toEqual({
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      purpose: visitor.purpose,
      message: visitor.message,
      organization: visitor.organization,
      role: visitor.role,
      _subject: expectedSubject(language, text(language, `purpose.${visitor.purpose}`), visitor.name),
      _replyto: visitor.email,
      _gotcha: '',
    });
    expect(problems).toEqual([]);
  });

  it('reports a server error with a try-again button that returns to the idle form', async () => {
    await standInAnswers('server-error');
    const { page, problems, contact } = await openContact(language);
    await fillEveryField(contact);
    await contact.submit.click();

    await contact.status.getByText(says(language, 'contactForm.errorTitle'), { exact: true }).waitFor();
    expect(await contact.status.innerText()).toContain(says(language, 'contactForm.errorMessage'));
    await expect.poll(() => focusedId(page)).toBe('contact-status');
    // The visitor's words stay, ready to be sent again.
    expect(await fieldValues(contact)).toEqual(visitor);
    await screenshotContact(page, `contact-${language}-server-error`);

    await contact.tryAgain.click();
    await expect.poll(() => contact.status.innerText()).toBe('');
    expect(await contact.submit.isEnabled()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    expect(await fieldValues(contact)).toEqual(visitor);
    expect(await receivedPosts()).toHaveLength(1);
    expect(problems).toEqual([failedLoad('500 (Internal Server Error)')]);
  });

  it('checks every field on submit, in the page language, and posts nothing while one is wrong', async () => {
    const { page, problems, requests, contact } = await openContact(language);
    await contact.submit.click();

    await expect.poll(() => fieldErrors(contact)).toEqual({
      name: says(language, 'validation.nameRequired'),
      email: says(language, 'validation.emailRequired'),
      purpose: says(language, 'validation.purposeRequired'),
      message: says(language, 'validation.messageRequired'),
    });
    await expect.poll(() => focusedId(page)).toBe('contact-name');
    await screenshotContact(page, `contact-${language}-required`);

    // Editing a field clears its own error and no other.
    await contact.field('name').fill(visitor.name);
    await expect.poll(() => fieldErrors(contact)).toEqual({
      email: says(language, 'validation.emailRequired'),
      purpose: says(language, 'validation.purposeRequired'),
      message: says(language, 'validation.messageRequired'),
    });
    await contact.field('purpose').selectOption('media');
    await expect.poll(() => fieldErrors(contact)).toEqual({
      email: says(language, 'validation.emailRequired'),
      message: says(language, 'validation.messageRequired'),
    });

    await contact.field('email').fill('anais.legoff@example');
    await contact.field('phone').fill('12-34');
    await contact.field('message').fill('  Too short  ');
    await contact.submit.click();
    await expect.poll(() => fieldErrors(contact)).toEqual({
      email: says(language, 'validation.emailInvalid'),
      phone: says(language, 'validation.phoneInvalid'),
      message: says(language, 'validation.messageMinLength'),
    });
    await expect.poll(() => focusedId(page)).toBe('contact-email');

    await contact.field('phone').fill('');
    await expect.poll(() => fieldErrors(contact)).toEqual({
      email: says(language, 'validation.emailInvalid'),
      message: says(language, 'validation.messageMinLength'),
    });
    await contact.submit.click();
    await expect.poll(() => focusedId(page)).toBe('contact-email');
    expect(await fieldErrors(contact)).toEqual({
      email: says(language, 'validation.emailInvalid'),
      message: says(language, 'validation.messageMinLength'),
    });

    expect(await receivedPosts()).toEqual([]);
    expect(formPosts(requests)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows the left card: email, location, social links in a new tab and the promised reply time', async () => {
    const { page, problems } = await openContact(language);
    const section = page.locator('#contact');

    const email = section.getByRole('link', { name: site.profile.email, exact: true });
    expect(await email.getAttribute('href')).toBe(`mailto:${site.profile.email}`);
    expect(await section.locator('dd').allInnerTexts()).toContain(site.profile.location[language]);

    const social = section.getByRole('list', { name: text(language, 'contact.socialLabel') }).getByRole('link');
    const links = await social.evaluateAll((anchors: HTMLAnchorElement[]) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href'),
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
        text: anchor.textContent?.replace(/\s+/g, ' ').trim(),
      })),
    );
    const newTab = text(language, 'common.opensInNewTab');
    expect(links).toEqual(
      site.profile.links
        .filter((link) => link.kind !== 'email')
        .map((link) => ({
          href: link.url,
          target: '_blank',
          rel: 'noopener noreferrer',
          text: `${text(language, `links.${link.kind}`)} ${newTab}`,
        })),
    );

    expect(site.contact.replyBusinessDays).toBe(2);
    const replyTime = text(language, 'contact.replyTime', { days: 2 });
    expect(replyTime).toMatch(language === 'en' ? /\b2 business days\b/ : /\b2 jours ouvrés\b/);
    expect(await section.getByText(replyTime, { exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('when the form service does not take the message', () => {
  it('shows the service’s own validation message under the email field', async () => {
    await standInAnswers('validation-error');
    const { page, problems, contact } = await openContact('en');
    await fillEveryField(contact);
    await contact.submit.click();

    await expect.poll(() => fieldErrors(contact)).toEqual({ email: 'should be an email' });
    await expect.poll(() => focusedId(page)).toBe('contact-email');
    const emailBox = await contact.field('email').boundingBox();
    const errorBox = await page.locator('#contact-email-error').boundingBox();
    expect(errorBox!.y).toBeGreaterThanOrEqual(emailBox!.y + emailBox!.height);
    expect(await contact.submit.isEnabled()).toBe(true);
    expect(await fieldValues(contact)).toEqual(visitor);

    // Correcting the field clears the service's message.
    await contact.field('email').fill('anais@example.org');
    await expect.poll(() => fieldErrors(contact)).toEqual({});
    expect(await receivedPosts()).toHaveLength(1);
    expect(problems).toEqual([failedLoad('422 (Unprocessable Entity)')]);
  });

  it('reports a network failure', async () => {
    const { page, problems, contact } = await openContact('en');
    await page.route(formUrl, (route) => route.abort());
    await fillEveryField(contact);
    await contact.submit.click();

    await contact.status.getByText(says('en', 'contactForm.errorTitle'), { exact: true }).waitFor();
    expect(await contact.status.innerText()).toContain(says('en', 'contactForm.errorMessage'));
    expect(await contact.tryAgain.isVisible()).toBe(true);
    await expect.poll(() => focusedId(page)).toBe('contact-status');
    expect(await receivedPosts()).toEqual([]);
    expect(problems).toEqual(['error: Failed to load resource: net::ERR_FAILED']);
  });

  it('gives up after 15 seconds without an answer', async () => {
    await standInAnswers('hang');
    const tracked = await openTestPage(browser);
    const { page, problems } = tracked;
    await page.clock.install();
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await scrollToContact(page);
    const contact = contactForm(page, 'en');
    await fillEveryField(contact);
    await contact.submit.click();

    const sending = contact.form.getByRole('button', { name: says('en', 'contactForm.sending'), exact: true });
    await sending.waitFor();
    await expect.poll(receivedPosts).toHaveLength(1);
    await page.clock.fastForward(14_000);
    expect(await sending.isDisabled()).toBe(true);
    expect(await contact.status.innerText()).toBe('');

    await page.clock.fastForward(1_000);
    await contact.status.getByText(says('en', 'contactForm.errorTitle'), { exact: true }).waitFor();
    expect(await contact.status.innerText()).toContain(says('en', 'contactForm.errorMessage'));
    expect(await contact.submit.isEnabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the honeypot', () => {
  it('drops a submit with the hidden field filled, without a word and without a request', async () => {
    const { page, problems, requests, contact } = await openContact('en');
    const honeypot = page.locator('#contact-gotcha');
    expect(await honeypot.getAttribute('name')).toBe('_gotcha');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    // People cannot reach the field; a bot sets it the way a script does.
    const fillHoneypot = (value: string) =>
      honeypot.evaluate((input: HTMLInputElement, newValue) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, newValue);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, value);

    await fillEveryField(contact);
    await fillHoneypot('https://spam.example');
    await contact.submit.click();
    expect(await contact.status.innerText()).toBe('');
    expect(await fieldErrors(contact)).toEqual({});
    expect(await fieldValues(contact)).toEqual(visitor);
    expect(await receivedPosts()).toEqual([]);
    expect(formPosts(requests)).toEqual([]);

    // The same form without the trap sends at once: had the first submit posted, it would be here first.
    await fillHoneypot('');
    await contact.submit.click();
    await contact.status.getByText(text('en', 'contactForm.successTitle'), { exact: true }).waitFor();
    const posts = await receivedPosts();
    expect(posts.map((post) => (post.body as { _gotcha: string })._gotcha)).toEqual(['']);
    expect(formPosts(requests)).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('the unsent draft', () => {
  it('survives a reload and a failed send, and is gone once the message is sent', async () => {
    const { page, problems, contact } = await openContact('en');
    const draft = { name: visitor.name, email: visitor.email, message: visitor.message.repeat(8) };
    await fillEveryField(contact, draft);
    // What was typed reaches the form's state (and so its draft) once the island has hydrated and replayed it.
    await waitForIsland(page, 'contact');

    await page.reload();
    await waitForHydration(page);
    await scrollToContact(page);
    await expect.poll(() => fieldValues(contact)).toEqual({ ...emptyFields, ...draft });
    expect(await contact.status.innerText()).toBe(text('en', 'contactForm.draftRestored'));

    await standInAnswers('server-error');
    await contact.field('purpose').selectOption('speaking');
    await contact.submit.click();
    await contact.status.getByText(says('en', 'contactForm.errorTitle'), { exact: true }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await scrollToContact(page);
    await expect.poll(() => fieldValues(contact)).toEqual({ ...emptyFields, ...draft, purpose: 'speaking' });

    await standInAnswers('ok');
    await contact.submit.click();
    await contact.status.getByText(text('en', 'contactForm.successTitle'), { exact: true }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await scrollToContact(page);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), contactDraftKey)).toBeNull();
    expect(await fieldValues(contact)).toEqual(emptyFields);
    expect(await contact.status.innerText()).toBe('');
    expect((await receivedPosts()).map((post) => (post.body as { purpose: string }).purpose)).toEqual([
      'speaking',
      'speaking',
    ]);
    expect(problems).toEqual([failedLoad('500 (Internal Server Error)')]);
  });
});

describe('keyboard only', () => {
  it('tabs through every field in order, fills them, and sends with Enter', async () => {
    const { page, problems, contact } = await openContact('en');
    // Start on the last link of the contact card (its CV download), just before the form.
    const lastCardLink = page.locator('#contact').getByRole('link', { name: text('en', 'contact.downloadCv') });
    await lastCardLink.focus();
    await page.evaluate(() => {
      const focused: string[] = [];
      (window as Window & { focusedControls?: string[] }).focusedControls = focused;
      document.addEventListener('focusin', (event) => {
        const target = event.target as HTMLElement;
        focused.push(target.id || target.getAttribute('type') || target.tagName.toLowerCase());
      });
    });

    for (const name of textFields.slice(0, 5)) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedId(page)).toBe(`contact-${name}`);
      await page.keyboard.type(visitor[name]);
    }
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedId(page)).toBe('contact-purpose');
    await page.keyboard.press('ArrowDown');
    expect(await contact.field('purpose').inputValue()).toBe('collaboration');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedId(page)).toBe('contact-message');
    await page.keyboard.type(visitor.message);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    expect(await fieldValues(contact)).toEqual(visitor);
    await page.keyboard.press('Enter');

    await contact.status.getByText(text('en', 'contactForm.successTitle'), { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as Window & { focusedControls?: string[] }).focusedControls)).toEqual([
      'contact-name',
      'contact-email',
      'contact-organization',
      'contact-role',
      'contact-phone',
      'contact-purpose',
      'contact-message',
      'submit',
      'contact-status',
    ]);
    const [post] = await receivedPosts();
    expect(post?.body).toMatchObject({ ...visitor, _gotcha: '' });
    expect(problems).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('posts the form natively to the form service, url-encoded', async () => {
    const { page, problems } = await openTestPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await scrollToContact(page);
    const contact = contactForm(page, 'en');
    expect(await contact.form.getAttribute('method')).toBe('post');
    expect(await contact.form.getAttribute('action')).toBe(formUrl);

    await fillEveryField(contact);
    // What happens on the form service's own page after the post is not the site's.
    const problemsOnSite = [...problems];
    await Promise.all([page.waitForURL(formUrl), contact.submit.click()]);
    expect(await page.locator('h1').textContent()).toBe('Thanks!');

    const posts = await receivedPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(posts[0]?.body)))).toEqual({
      ...visitor,
      _gotcha: '',
      _subject: text('en', 'contactForm.subjectFallback'),
    });
    expect(problemsOnSite).toEqual([]);
  });
});

describe('analytics', () => {
  it('sends nothing anywhere but the site and the form service during a whole form flow', async () => {
    // On 127.0.0.1 tracking is off anyway; under a public-looking name only the missing endpoint keeps it quiet.
    const siteHost = 'portfolio.test';
    const sitePort = new URL(baseUrl).port;
    const siteOrigin = `http://${siteHost}:${sitePort}`;
    const publicBrowser = await launchChromium([
      `--host-resolver-rules=MAP ${siteHost} 127.0.0.1`,
      // As trustworthy as the real https site: its headers and service worker apply.
      `--unsafely-treat-insecure-origin-as-secure=${siteOrigin}`,
    ]);
    try {
      const { page, problems } = await openTestPage(publicBrowser);
      // The page's requests and its service worker's.
      const requests: string[] = [];
      page.context().on('request', (request) => requests.push(request.url()));
      await page.goto(`${siteOrigin}/`);
      await waitForHydration(page);
      await scrollToContact(page);
      expect(await page.evaluate(() => window.location.hostname)).toBe(siteHost);
      const contact = contactForm(page, 'en');

      await contact.submit.click();
      await fillEveryField(contact);
      // An outbound-link click is tracked too; the test keeps the browser here (no test reaches the internet).
      await page
        .locator('#contact')
        .getByRole('list', { name: text('en', 'contact.socialLabel') })
        .getByRole('link')
        .first()
        .evaluate((link: HTMLAnchorElement) => {
          link.addEventListener('click', (event) => event.preventDefault());
          link.click();
        });
      await contact.submit.click();
      await contact.status.getByText(text('en', 'contactForm.successTitle'), { exact: true }).waitFor();

      expect(await receivedPosts()).toHaveLength(1);
      const origins = new Set(requests.map((url) => new URL(url).origin));
      expect([...origins].sort()).toEqual([siteOrigin, new URL(formServiceUrl).origin].sort());
      expect(problems).toEqual([]);
    } finally {
      await publicBrowser.close();
    }
  });
});
