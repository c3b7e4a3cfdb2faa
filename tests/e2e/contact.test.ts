import type { Language } from './support/site-content.ts';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactDraftKey } from '../../site/features/contact/contact-draft.ts';
import { launchChromium, waitForHydration, waitForIsland } from './support/browser.ts';
import {
  baseUrl,
  contactForm,
  emptyFields,
  expectedSubject,
  failedLoad,
  fieldErrors,
  fieldValues,
  fillEveryField,
  focusedId,
  formPosts,
  formServiceUrl,
  formUrl,
  openContact,
  openContactWithCodeHeld,
  receivedPosts,
  resetStandIn,
  says,
  screenshotContact,
  scrollToContact,
  standInAnswers,
  textFields,
  visitor,
} from './support/contact-form.ts';
import { browser } from './support/file-browser.ts';
import { pagePath, site, text } from './support/site-content.ts';
import { openTestPage } from './support/test-page.ts';

beforeEach(async () => {
  await resetStandIn();
});

describe.each(['en', 'fr'] as const)('sending a message, in %s', (language) => {
  it('shows the sending state, posts the JSON the form service expects, then thanks and clears the form', async () => {
    const { page, problems, contact } = await openContact(language, 'own');
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
    const { page, problems, contact } = await openContact(language, 'reused');
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
    const { page, problems, requests, contact } = await openContact(language, 'own');
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
    const { page, problems } = await openContact(language, 'reused');
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
    const { page, problems, contact } = await openContact('en', 'reused');
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
    const { page, problems, contact } = await openContact('en', 'own');
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
    const { page, problems, requests, contact } = await openContact('en', 'own');
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
    const { page, problems, contact } = await openContact('en', 'reused');
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

describe('while the form’s code loads', () => {
  it('answers a submit, the typing and a second submit in the order they were made: the errors, then one message', async () => {
    const { page, problems, contact, release } = await openContactWithCodeHeld();

    await contact.submit.click();
    await fillEveryField(contact);
    await contact.submit.click();
    release();

    await contact.status.getByText(text('en', 'contactForm.successTitle'), { exact: true }).waitFor();
    expect(await fieldErrors(contact)).toEqual({});
    const posts = await receivedPosts();
    expect(posts.map((post) => (post.body as { name: string; message: string }).message)).toEqual([visitor.message]);
    expect(problems).toEqual([]);
  });

  it('leaves the caret where the visitor types when a submit made while the code loaded is answered', async () => {
    const { page, problems, contact, release } = await openContactWithCodeHeld();

    // Sent empty, then the visitor goes on filling the form while its code is still on its way.
    await contact.submit.click();
    await contact.field('name').fill(visitor.name);
    await contact.field('message').focus();
    release();
    await expect.poll(() => contact.field('name').evaluate((field) => field.closest('site-island')?.getAttribute('data-hydrated'))).toBe('true');
    await page.waitForTimeout(300);
    // The held submit's errors may show, but focus stays in the field the visitor is in.
    expect(await contact.field('message').evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type(visitor.message);
    expect(await contact.field('message').inputValue()).toBe(visitor.message);
    expect(await contact.field('name').inputValue()).toBe(visitor.name);
    expect(problems).toEqual([]);
  });
});

describe('keyboard only', () => {
  it('tabs through every field in order, fills them, and sends with Enter', async () => {
    const { page, problems, contact } = await openContact('en', 'reused');
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
      // Typed once the empty submit is answered: this test is about requests. A field Playwright filled while the
      // held submit was replayed at hydration lost its text on a loaded machine (2 runs of 34; issue 29's notes).
      await expect.poll(() => focusedId(page)).toBe('contact-name');
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
