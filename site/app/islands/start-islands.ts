import type { IslandLoad } from '../../shared/islands/island.tsx';
import { startPageServices } from './page-services.ts';

/** What a visitor does first to an island: each of these loads its code. */
const wakingEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Hydrate = (island: HTMLElement) => Promise<void>;

/** Islands that answer for themselves: hydrated, or left as prerendered after their code failed to load. */
const settled = new WeakSet<HTMLElement>();
const waking = new WeakMap<HTMLElement, Promise<void>>();

function loadHydrate(): Promise<Hydrate> {
  return import('./hydrate-island.tsx').then((module) => module.hydrateIsland);
}

/**
 * Hydrates the island once: its code, React DOM and the data it reads are loaded now, not with the page. A
 * failure (offline before the code was cached, a deploy in between) leaves the prerendered HTML as it is and
 * logs one error naming the island.
 */
export function wakeIsland(island: HTMLElement): Promise<void> {
  let started = waking.get(island);
  if (!started) {
    started = loadHydrate()
      .then((hydrate) => hydrate(island))
      .then(
        () => {
          settled.add(island);
          island.dataset.hydrated = 'true';
          replayAfterHydration(island);
        },
        (error: unknown) => {
          settled.add(island);
          console.error(`The "${island.dataset.island}" island could not be loaded: it stays as prerendered.`, error);
          replayClicks(island);
        },
      );
    waking.set(island, started);
  }
  return started;
}

/** The clicks held while the island loaded, in order: each is answered, not only the last. */
const pendingClicks = new WeakMap<HTMLElement, MouseEvent[]>();

function replayClicks(island: HTMLElement): void {
  const clicks = pendingClicks.get(island) ?? [];
  pendingClicks.delete(island);
  for (const click of clicks) {
    if (click.target instanceof Element && click.target.isConnected) click.target.dispatchEvent(new MouseEvent('click', click));
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor typed or chose in each field before the island could answer. */
const typedBeforeHydration = new WeakMap<HTMLElement, Map<Field, string>>();

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function recordTyping(island: HTMLElement, event: Event): void {
  const field = event.target;
  if (settled.has(island) || !isField(field)) return;
  let typed = typedBeforeHydration.get(island);
  if (!typed) typedBeforeHydration.set(island, (typed = new Map()));
  typed.set(field, field.value);
}

/**
 * What was typed before hydration is not in React's state, and a render of the form would write the state
 * back. React is told the prerendered value (through the element's `value`, which React watches), then the
 * visitor's, as an input event: as if typed now.
 */
function replayTypedValues(island: HTMLElement): void {
  for (const [field, typed] of typedBeforeHydration.get(island) ?? []) {
    if (!field.isConnected) continue;
    field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  typedBeforeHydration.delete(island);
}

/**
 * Hydration reuses the prerendered elements, so what the visitor did before it is done again on the same
 * ones: typed values are given to React, the clicks held back are dispatched again, the focused element (its
 * `focus` event, which tooltips listen to) and the hovered ones are told again.
 */
function replayAfterHydration(island: HTMLElement): void {
  replayTypedValues(island);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && island.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focus'));
  }
  for (const hovered of island.querySelectorAll(':hover')) {
    hovered.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
  }
  replayClicks(island);
}

/** A link whose click is the island's to answer (the video's play control) says so: `data-island-click`. */
function isLinkClick(event: Event): boolean {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link !== null && !link.hasAttribute('data-island-click');
}

function watch(island: HTMLElement): void {
  const load = island.dataset.load as IslandLoad | undefined;
  if (load === 'offer') return;
  const wake = () => void wakeIsland(island);
  for (const type of wakingEvents) island.addEventListener(type, wake, { capture: true, once: true, passive: true });
  for (const type of ['input', 'change']) island.addEventListener(type, (event) => recordTyping(island, event), { capture: true });
  // A click before hydration is held and dispatched again once the island can answer it (a link still opens).
  island.addEventListener(
    'click',
    (event) => {
      // A link is followed at once, hydrated or not: to another page, or to a section of this one
      // (page-services.ts).
      if (settled.has(island) || !event.isTrusted || isLinkClick(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      pendingClicks.set(island, [...(pendingClicks.get(island) ?? []), event]);
      wake();
    },
    { capture: true },
  );
}

/** The browser side of a page of islands: nothing hydrates until a visitor uses it. */
export function startIslands(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('site-island[data-island]')];
  for (const island of islands) watch(island);
  startPageServices(islands, wakeIsland);
  // The page answers from now on: each island hydrates as it is used (the browser tests wait for this mark).
  document.documentElement.dataset.hydrated = 'true';
}
