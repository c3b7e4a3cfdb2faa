import type { IslandLoad } from '../../shared/islands/island.tsx';
import type { Language } from '../../../core/i18n/languages.ts';
import { fetchEarly } from '../../shared/data/early-data.ts';
import { islandDataKeys, islandProps, islandRegistry } from './island-registry.ts';
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
 * Starts the island's own code and data files on their way beside React DOM, instead of after it: one round
 * trip, not two, before it can answer. The hydration takes both as they arrive.
 */
function loadIslandParts(island: HTMLElement): Promise<unknown> {
  const entry = islandRegistry[island.dataset.island ?? ''];
  if (!entry) return Promise.resolve();
  fetchEarly(islandDataKeys(entry, islandProps(island), document.documentElement.lang as Language));
  return entry.load();
}

/**
 * Hydrates the island once: its code, React DOM and the data it reads are loaded now, not with the page. A
 * failure (offline before the code was cached, a deploy in between) leaves the prerendered HTML as it is and
 * logs one error naming the island.
 */
function wakeIsland(island: HTMLElement): Promise<void> {
  let started = waking.get(island);
  if (!started) {
    started = Promise.all([loadHydrate(), loadIslandParts(island)])
      .then(([hydrate]) => hydrate(island))
      .then(
        () => {
          settled.add(island);
          island.dataset.hydrated = 'true';
          replayAfterHydration(island);
        },
        (error: unknown) => {
          settled.add(island);
          console.error(`The "${island.dataset.island}" island could not be loaded: it stays as prerendered.`, error);
          void replayHeldActions(island, { typing: false });
        },
      );
    waking.set(island, started);
  }
  return started;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor did before the island could answer, in order: a field's new value, or a click. */
type HeldAction = { readonly field: Field; value: string } | { readonly click: MouseEvent };

const heldActions = new WeakMap<HTMLElement, HeldAction[]>();

function hold(island: HTMLElement, action: HeldAction): void {
  heldActions.set(island, [...(heldActions.get(island) ?? []), action]);
}

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function recordTyping(island: HTMLElement, event: Event): void {
  const field = event.target;
  if (settled.has(island) || !isField(field)) return;
  const last = heldActions.get(island)?.at(-1);
  if (last && 'field' in last && last.field === field) last.value = field.value;
  else hold(island, { field, value: field.value });
}

/**
 * What was typed before hydration is not in React's state, and a render of the form would write the state
 * back. React is told the prerendered value (through the element's `value`, which React watches), then the
 * visitor's, as an input event: as if typed now.
 */
function replayTyping(field: Field, typed: string): void {
  if (!field.isConnected) return;
  field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function replayClick(click: MouseEvent): void {
  if (click.target instanceof Element && click.target.isConnected) click.target.dispatchEvent(new MouseEvent('click', click));
}

/** React renders what a replayed event changed in a microtask of its own: the next action waits for it. */
const afterReactRenders = () => Promise.resolve();

/**
 * Everything held is done again in the order the visitor did it, each action once React has rendered the one
 * before, as it would have for the visitor: a form submitted, then filled and submitted again, shows its
 * errors and then sends once, not twice. All of it within microtasks of the hydration's commit, before the
 * island's own effects can re-render the elements the visitor used.
 */
async function replayHeldActions(island: HTMLElement, { typing }: { typing: boolean }): Promise<void> {
  const actions = heldActions.get(island) ?? [];
  heldActions.delete(island);
  const typingIn = document.activeElement;
  for (const action of actions) {
    if ('click' in action) replayClick(action.click);
    else if (typing) replayTyping(action.field, action.value);
    await afterReactRenders();
  }
  // A replayed click may move focus as it would have then (a form sent empty focuses its first wrong field); the
  // visitor has since gone on typing elsewhere, and the caret stays where they type.
  if (isField(typingIn) && typingIn.isConnected && document.activeElement !== typingIn) typingIn.focus();
}

/**
 * Hydration reuses the prerendered elements, so what the visitor did before it is done again on the same
 * ones: the focused element (its `focus` event, which tooltips listen to) and the hovered ones are told
 * again, then the held typing and clicks are replayed.
 */
function replayAfterHydration(island: HTMLElement): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && island.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focus'));
  }
  for (const hovered of island.querySelectorAll(':hover')) {
    hovered.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
  }
  void replayHeldActions(island, { typing: true });
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
      hold(island, { click: event });
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
