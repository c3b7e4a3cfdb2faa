import type { Browser, Locator, Page } from 'playwright-core';
import { publicationFilters } from '../core/collections/publications/publication-filters.ts';
import { viewports } from './audit-plan.ts';
import type { FirstUseKind, FirstUseResult, FirstUseTarget } from './first-use-report.ts';
import { firstLine } from './measurements.ts';

const listId = 'all-publications';
const contactField = '#contact-name';

interface ProbeArgs {
  kind: FirstUseKind;
  /** The element whose change is the answer: the publications list, or the contact field. */
  selector: string;
  /** For the filter: the category whose entries stay shown. */
  category: string | null;
}

interface ProbeReading {
  ms: number;
  hydratedMs: number | null;
}

/** Click to answer, and click to the island's hydration (which may come after the answer: a field focuses at once). */
type ProbeWindow = Window & { firstUseAnswer?: Promise<number>; firstUseHydrated?: Promise<number> };

/**
 * Runs in the page before the click. Times from the click's pointerdown (a capture listener on the window, so
 * it runs before the islands runtime's) to the answer on screen: the change seen (a MutationObserver on the
 * list, its entries of other categories no longer shown, or focus on the field), then the next frame and a task
 * after it. tsx names every function bound to a name with a helper the page lacks, so only anonymous callbacks
 * are used here.
 */
function installProbe({ kind, selector, category }: ProbeArgs): void {
  const state: { start: number | null; answered: boolean; answer?: () => void } = { start: null, answered: false };
  const probe = window as ProbeWindow;
  const target = document.querySelector<HTMLElement>(selector);
  const island = target?.closest<HTMLElement>('site-island');
  if (!target || !island) throw new Error(`no ${selector} inside an island`);
  if (island.dataset.hydrated === 'true') throw new Error(`the island of ${selector} was hydrated before the click`);
  window.addEventListener('pointerdown', () => (state.start ??= performance.now()), { capture: true });
  probe.firstUseHydrated = new Promise<number>((resolve) => {
    new MutationObserver((_records, observer) => {
      if (state.start === null || island.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve(performance.now() - state.start);
    }).observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
  probe.firstUseAnswer = new Promise<number>((resolve, reject) => {
    state.answer = () => {
      if (state.answered || state.start === null) return;
      state.answered = true;
      const start = state.start;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    };
    if (kind === 'filter') {
      new MutationObserver((_records, observer) => {
        const entries = [...target.querySelectorAll<HTMLElement>('li[data-category]')];
        if (!entries.every((entry) => entry.checkVisibility() === (entry.dataset.category === category))) return;
        observer.disconnect();
        state.answer?.();
      }).observe(target, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden', 'data-filter'] });
    } else {
      document.addEventListener('focusin', () => (document.activeElement === target ? state.answer?.() : undefined), { capture: true });
    }
    setTimeout(() => reject(new Error('no answer within 10 s of installing the probe')), 10_000);
  });
}

/** The first category filter (the first button after "all"), and the category it keeps shown. */
async function firstCategoryFilter(tab: Page): Promise<{ button: Locator; category: string }> {
  const group = tab.locator('[role="group"][aria-label]').filter({ has: tab.locator(`button[aria-pressed][aria-controls="${listId}"]`) });
  if ((await group.count()) !== 1) throw new Error('no single group of category filters on the page');
  const buttons = group.locator('button[aria-pressed]');
  if ((await buttons.count()) !== publicationFilters.length) throw new Error(`expected ${publicationFilters.length} filter buttons`);
  const category = publicationFilters[1] as string;
  const button = buttons.nth(1);
  if ((await button.getAttribute('aria-pressed')) !== 'false') throw new Error(`the "${category}" filter is already pressed`);
  const entries = tab.locator(`#${listId} li[data-category]`);
  if ((await entries.count()) === (await tab.locator(`#${listId} li[data-category="${category}"]`).count())) {
    throw new Error(`every entry is of the "${category}" category: the filter would hide nothing`);
  }
  return { button, category };
}

async function oneRun(browser: Browser, origin: string, target: FirstUseTarget): Promise<ProbeReading> {
  const context = await browser.newContext({ viewport: viewports.desktop, serviceWorkers: 'block' });
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}${target.path}`, { waitUntil: 'load' });
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
    // Whatever the page loads by itself (the header on the scroll to #contact) is done before the click.
    await tab.waitForLoadState('networkidle');
    const { element, args } =
      target.kind === 'filter'
        ? await firstCategoryFilter(tab).then(({ button, category }) => ({
            element: button,
            args: { kind: target.kind, selector: `#${listId}`, category },
          }))
        : { element: tab.locator(contactField), args: { kind: target.kind, selector: contactField, category: null } };
    await element.scrollIntoViewIfNeeded();
    await tab.evaluate(installProbe, args);
    await element.click();
    const ms = await tab.evaluate(() => (window as ProbeWindow).firstUseAnswer as Promise<number>);
    const hydratedMs = await tab.evaluate(() =>
      Promise.race([(window as ProbeWindow).firstUseHydrated as Promise<number>, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]),
    );
    return { ms, hydratedMs };
  } finally {
    await context.close();
  }
}

/** Each target `runs` times, each run in a fresh context: no island code or data cached from the last. */
export async function measureFirstUse(
  browser: Browser,
  origin: string,
  targets: readonly FirstUseTarget[],
  runs: number,
  onRun: (target: FirstUseTarget, reading: ProbeReading | null) => void,
): Promise<FirstUseResult[]> {
  const results: FirstUseResult[] = [];
  for (const target of targets) {
    const result: FirstUseResult = { target, timesMs: [], hydratedMs: [], errors: [] };
    for (let run = 0; run < runs; run += 1) {
      try {
        const reading = await oneRun(browser, origin, target);
        result.timesMs.push(reading.ms);
        if (reading.hydratedMs !== null) result.hydratedMs.push(reading.hydratedMs);
        onRun(target, reading);
      } catch (error) {
        result.errors.push(firstLine(error));
        onRun(target, null);
      }
    }
    results.push(result);
  }
  return results;
}
