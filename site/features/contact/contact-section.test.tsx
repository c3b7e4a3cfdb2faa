// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import siteContent from '../../../content/site.json';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { click, mount, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { contactDraftKey } from './contact-draft.ts';
import { ContactSection } from './contact-section.tsx';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

const trackEvent = vi.hoisted(() => vi.fn());
vi.mock('../../shared/analytics/track.ts', () => ({ trackEvent }));

const site = siteContent as SiteConfig;
const endpoint = 'https://forms.example/f/test-form';
const testSite: SiteConfig = { ...site, contact: { replyBusinessDays: 2, ...site.contact, formEndpoint: endpoint } };

let unmount: () => void = () => undefined;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{"next":"/thanks","ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unmount();
  unmount = () => undefined;
  sessionStorage.clear();
  trackEvent.mockClear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

function render(language: 'en' | 'fr' = 'en') {
  const mounted = mount(<ContactSection />, { site: testSite, language, strings: language === 'en' ? stringsEn : stringsFr });
  unmount = mounted.unmount;
  const { container } = mounted;
  const form = container.querySelector('form')!;
  const control = <T extends HTMLElement = HTMLInputElement>(name: string) => form.elements.namedItem(name) as T;
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const status = container.querySelector<HTMLElement>('#contact-status')!;
  return { container, form, control, submitButton, status };
}

/** Sets a value the way a browser does when someone types, then fires the event React listens to. */
function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function fillValidForm(control: ReturnType<typeof render>['control']) {
  type(control('name'), 'Ana Souza');
  type(control('email'), 'ana.souza@example.org');
  type(control('organization'), 'Deltares');
  type(control('role'), 'Researcher');
  choose(control<HTMLSelectElement>('purpose'), 'speaking');
  type(control<HTMLTextAreaElement>('message'), 'Would you give a seminar in May?');
}

/** Submits like a click on the button and lets the send settle. */
async function submitAndSettle(button: HTMLButtonElement) {
  await act(async () => {
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('ContactSection, prerendered', () => {
  function prerender() {
    document.body.innerHTML = renderToHtml(<ContactSection />, { site: testSite, strings: stringsEn });
    return document.querySelector('section')!;
  }

  it('is the section "contact" labelled by its <h2>, with the details and the reply time', () => {
    const section = prerender();
    expect(section.id).toBe('contact');
    const heading = section.querySelector('h2')!;
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.textContent).toBe('Get in Touch');
    expect(section.querySelector(`a[href="mailto:${site.profile.email}"]`)?.textContent).toBe(site.profile.email);
    expect(section.textContent).toContain(site.profile.location.en);
    expect(section.textContent).toContain('I usually reply within 2 business days.');
  });

  it('names each profile link in the page language, an unknown kind by its label', () => {
    const links = [
      { kind: 'mastodon', url: 'https://scholar.social/@jane' },
      { kind: 'email', url: 'mailto:jane@example.org' },
      { kind: 'hal', url: 'https://cv.hal.science/jane', label: 'HAL' },
      { kind: 'website', url: 'https://jane.example.org' },
    ];
    const withLinks: SiteConfig = { ...testSite, profile: { ...testSite.profile, links } };
    const names = (language: 'en' | 'fr') => {
      document.body.innerHTML = renderToHtml(<ContactSection />, {
        site: withLinks,
        language,
        strings: language === 'en' ? stringsEn : stringsFr,
      });
      const anchors = [...document.querySelectorAll('ul[aria-labelledby="contact-social-title"] a')];
      expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual([links[0]!.url, links[2]!.url, links[3]!.url]);
      return anchors.map((anchor) => anchor.querySelector('span')?.textContent);
    };
    expect(names('en')).toEqual(['Mastodon', 'HAL', 'Website']);
    expect(names('fr')).toEqual(['Mastodon', 'HAL', 'Site web']);
  });

  it('links the profiles elsewhere in a new tab, in the owner’s order, without the email', () => {
    const section = prerender();
    const elsewhere = site.profile.links.filter((link) => link.kind !== 'email').map((link) => link.url);
    const listed = [...section.querySelectorAll('ul[aria-labelledby="contact-social-title"] a')].map((link) => link.getAttribute('href'));
    expect(listed).toEqual(elsewhere);
    for (const url of elsewhere) {
      const link = section.querySelector(`a[href="${url}"]`);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link?.textContent).toContain('(opens in a new tab)');
    }
  });

  it('offers the CV to download: profile.cv when set, else the one generated in the page language', () => {
    document.body.innerHTML = renderToHtml(<ContactSection />, {
      site: { ...testSite, profile: { ...site.profile, cv: 'files/CV_2025.pdf' } } as SiteConfig,
      strings: stringsEn,
    });
    expect(document.querySelector('a[download]')?.getAttribute('href')).toBe('/CV_2025.pdf');
    const { cv: _cv, ...profile } = site.profile as SiteConfig['profile'] & { cv?: string };
    document.body.innerHTML = renderToHtml(<ContactSection />, {
      site: { ...testSite, profile } as SiteConfig,
      language: 'fr',
      strings: stringsFr,
    });
    const link = document.querySelector('a[download]');
    expect(link?.getAttribute('href')).toBe('/cv/elodie-marchand-cv-fr.pdf');
    expect(link?.textContent).toBe('Télécharger mon CV');
  });

  it('posts to the form service without JavaScript, with real field names and a subject', () => {
    const form = prerender().querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(endpoint);
    const names = [...form.elements].map((element) => element.getAttribute('name')).filter(Boolean);
    expect(names).toEqual(['name', 'email', 'organization', 'role', 'phone', 'purpose', 'message', '_gotcha', '_subject']);
    expect((form.elements.namedItem('_subject') as HTMLInputElement).value).toBe(stringsEn['contactForm.subjectFallback']);
    // Without JavaScript the browser's own checks stand in for the form's messages.
    expect(form.noValidate).toBe(false);
    expect([...form.querySelectorAll('[required]')].map((element) => element.getAttribute('name'))).toEqual([
      'name',
      'email',
      'purpose',
      'message',
    ]);
  });

  it('labels every visible field and fills them from the browser’s autocomplete', () => {
    const form = prerender().querySelector('form')!;
    const autocomplete: Record<string, string> = {
      name: 'name',
      email: 'email',
      organization: 'organization',
      role: 'organization-title',
      phone: 'tel',
    };
    for (const name of ['name', 'email', 'organization', 'role', 'phone', 'purpose', 'message']) {
      const control = form.elements.namedItem(name) as HTMLElement;
      expect(form.querySelector(`label[for="${control.id}"]`)?.textContent, name).toBeTruthy();
      if (autocomplete[name]) expect(control.getAttribute('autocomplete')).toBe(autocomplete[name]);
    }
  });

  it('lists the six purposes in the page language', () => {
    const options = [...prerender().querySelectorAll('select option')].map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['', 'Select a purpose'],
      ['collaboration', 'Research Collaboration'],
      ['inquiry', 'Research Inquiry'],
      ['speaking', 'Speaking Opportunity'],
      ['job', 'Job Opportunity'],
      ['media', 'Media/Interview'],
      ['other', 'Other'],
    ]);
  });

  it('keeps the honeypot away from people and assistive technology', () => {
    const honeypot = prerender().querySelector<HTMLInputElement>('input[name="_gotcha"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
  });
});

describe('ContactSection, running in the browser', () => {
  it('shows every error under its field on an empty submit, marks the inputs and focuses the first', async () => {
    const { form, control, submitButton } = render();
    expect(form.noValidate).toBe(true);

    await submitAndSettle(submitButton);

    expect(fetchMock).not.toHaveBeenCalled();
    const expected: Record<string, string> = {
      name: 'Name is required',
      email: 'Email is required',
      purpose: 'Please select a purpose for your message',
      message: 'Message is required',
    };
    for (const [name, message] of Object.entries(expected)) {
      const input = control(name);
      expect(input.getAttribute('aria-invalid'), name).toBe('true');
      const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).toBe(message);
    }
    expect(control('phone').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(control('name'));
  });

  it('checks the email shape, the message length and the phone in French, and focuses the first bad field', async () => {
    const { control, submitButton } = render('fr');
    type(control('name'), 'Ana');
    type(control('email'), 'ana@exemple');
    type(control('phone'), '06 12');
    choose(control<HTMLSelectElement>('purpose'), 'job');
    type(control<HTMLTextAreaElement>('message'), 'Bonjour');
    await submitAndSettle(submitButton);

    expect(document.getElementById('contact-email-error')?.textContent).toBe(stringsFr['validation.emailInvalid']);
    expect(document.getElementById('contact-phone-error')?.textContent).toBe(stringsFr['validation.phoneInvalid']);
    expect(document.getElementById('contact-message-error')?.textContent).toBe(stringsFr['validation.messageMinLength']);
    expect(document.activeElement).toBe(control('email'));
  });

  it('clears a field’s error when that field is edited, and only that one', async () => {
    const { control, submitButton } = render();
    await submitAndSettle(submitButton);
    type(control('name'), 'A');
    expect(control('name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('contact-name-error')).toBeNull();
    expect(control('email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the chosen purpose’s hint under the select', () => {
    const { control } = render();
    const select = control<HTMLSelectElement>('purpose');
    expect(document.getElementById('contact-purpose-hint')).toBeNull();
    choose(select, 'media');
    expect(document.getElementById('contact-purpose-hint')?.textContent).toBe(stringsEn['purpose.mediaHint']);
    expect(select.getAttribute('aria-describedby')).toBe('contact-purpose-hint');
  });

  it('drops a submit whose honeypot is filled: no request, no message', async () => {
    const { container, control, submitButton } = render();
    fillValidForm(control);
    type(control('_gotcha'), 'https://spam.example');
    await submitAndSettle(submitButton);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(container.querySelector('#contact-status')?.textContent).toBe('');
  });

  it('sends, shows a busy button meanwhile, then thanks, clears the form and the draft, and focuses the status', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { control, submitButton, status } = render();
    fillValidForm(control);

    await act(async () => submitButton.click());
    expect(submitButton.disabled).toBe(true);
    expect(submitButton.textContent).toBe('Sending...');

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ana Souza',
      email: 'ana.souza@example.org',
      phone: '',
      purpose: 'speaking',
      message: 'Would you give a seminar in May?',
      organization: 'Deltares',
      role: 'Researcher',
      _subject: 'New Speaking Opportunity inquiry from Ana Souza',
      _replyto: 'ana.souza@example.org',
      _gotcha: '',
    });

    await act(async () => {
      answer(new Response('{"next":"/thanks","ok":true}', { status: 200 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('Message sent!');
    expect(status.textContent).toContain(stringsEn['contactForm.successNote']);
    expect(document.activeElement).toBe(status);
    expect(control('name').value).toBe('');
    expect(control<HTMLTextAreaElement>('message').value).toBe('');
    expect(submitButton.disabled).toBe(false);
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
    expect(trackEvent).toHaveBeenCalledWith('form_submission', { status: 'success' });
  });

  it('reports a failed send, keeps what was typed, and goes back with try again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"Internal error"}', { status: 500 }));
    const { control, submitButton, status } = render();
    fillValidForm(control);
    await submitAndSettle(submitButton);

    expect(status.textContent).toContain('Failed to send message');
    expect(status.textContent).toContain('Please try again or email me directly.');
    expect(document.activeElement).toBe(status);
    expect(control('name').value).toBe('Ana Souza');
    expect(trackEvent).toHaveBeenCalledWith('form_submission', { status: 'failure' });

    const tryAgain = [...status.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
    click(tryAgain);
    expect(status.textContent).toBe('');
    expect(document.activeElement).toBe(submitButton);
  });

  it('reports a network error as a failed send', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { control, submitButton, status } = render();
    fillValidForm(control);
    await submitAndSettle(submitButton);
    expect(status.textContent).toContain('Failed to send message');
  });

  it('shows the service’s field messages under the right field after a 422, back in the form', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ error: 'Validation errors', errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }] }),
        { status: 422 },
      ),
    );
    const { control, submitButton, status } = render();
    fillValidForm(control);
    await submitAndSettle(submitButton);

    expect(control('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('contact-email-error')?.textContent).toBe('should be an email');
    expect(status.textContent).toBe('');
    expect(submitButton.disabled).toBe(false);
    expect(document.activeElement).toBe(control('email'));
  });

  it('keeps the typed fields as a draft, written 300 ms after the last change, never the honeypot', () => {
    vi.useFakeTimers();
    const { control } = render();
    type(control('name'), 'Ana');
    type(control('_gotcha'), 'bot');
    act(() => vi.advanceTimersByTime(299));
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
    type(control('email'), 'ana@example.org');
    act(() => vi.advanceTimersByTime(300));
    const stored = JSON.parse(sessionStorage.getItem(contactDraftKey) ?? '{}') as Record<string, string>;
    expect(stored).toMatchObject({ name: 'Ana', email: 'ana@example.org' });
    expect(JSON.stringify(stored)).not.toContain('bot');
  });

  it('restores a draft after a reload and says so', () => {
    sessionStorage.setItem(
      contactDraftKey,
      JSON.stringify({ name: 'Ana', email: 'ana@example.org', purpose: 'inquiry', message: 'Half-written' }),
    );
    const { control, status } = render();
    expect(control('name').value).toBe('Ana');
    expect(control<HTMLSelectElement>('purpose').value).toBe('inquiry');
    expect(control<HTMLTextAreaElement>('message').value).toBe('Half-written');
    expect(status.textContent).toBe(stringsEn['contactForm.draftRestored']);
  });

  it('tracks a click on a social link as an outbound link', () => {
    const linkedinUrl = site.profile.links.find((link) => link.kind === 'linkedin')!.url;
    const { container } = render();
    // jsdom cannot open a new tab; the click's default action is not what is tested here.
    container.addEventListener('click', (event) => event.preventDefault());
    click(container.querySelector(`a[href="${linkedinUrl}"]`)!);
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith('external_link_click', { url: linkedinUrl });
  });
});
