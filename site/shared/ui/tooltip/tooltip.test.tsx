// @vitest-environment jsdom
import { act, useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { focusBy, mount, renderToHtml } from '../../testing/render-with-providers.tsx';
import { Tooltip } from './tooltip.tsx';
import { tooltipDelayMs, tooltipSkipDelayMs } from './tooltip-timing.ts';

function IconButton({ label }: { label: string }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" aria-label={label}>
        <svg aria-hidden="true" />
      </button>
      <Tooltip label={label} triggerRef={buttonRef} />
    </>
  );
}

const labels = ['Email', 'GitHub', 'LinkedIn'];
const IconRow = () => (
  <>
    {labels.map((label) => (
      <IconButton key={label} label={label} />
    ))}
  </>
);

let unmount: () => void = () => undefined;
function mountRow() {
  const mounted = mount(<IconRow />);
  unmount = mounted.unmount;
  const button = (label: string) => mounted.container.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)!;
  return { button };
}

const shownTooltips = () =>
  [...document.querySelectorAll('[data-testid="tooltip"]')].map((tooltip) => tooltip.textContent);

function pointer(
  type: 'pointerenter' | 'pointerleave',
  target: Element,
  pointerType = 'mouse',
  relatedTarget?: Element,
) {
  act(() => {
    target.dispatchEvent(new PointerEvent(type, { pointerType, relatedTarget }));
  });
}
const hover = (target: Element, pointerType?: string) => pointer('pointerenter', target, pointerType);
const leave = (target: Element, to?: Element) => pointer('pointerleave', target, 'mouse', to);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
function pressEscape(): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  act(() => {
    document.activeElement?.dispatchEvent(event);
  });
  return event;
}

// One fake clock for the whole file: the skip delay is shared by every tooltip of the page, so each test starts
// after the previous test's skip delay has run out.
beforeAll(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  unmount();
  vi.advanceTimersByTime(tooltipSkipDelayMs);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('uses the delays of specification section 9', () => {
    expect([tooltipDelayMs, tooltipSkipDelayMs]).toEqual([700, 300]);
  });

  it('renders nothing in the prerendered HTML', () => {
    expect(renderToHtml(<IconRow />)).toBe(
      labels
        .map((label) => `<button type="button" aria-label="${label}"><svg aria-hidden="true"></svg></button>`)
        .join(''),
    );
  });

  it('shows the name after 700 ms of hover, not at 699 ms, and hides when the pointer leaves', () => {
    const { button } = mountRow();
    hover(button('Email'));
    wait(699);
    expect(shownTooltips()).toEqual([]);
    wait(1);
    expect(shownTooltips()).toEqual(['Email']);

    leave(button('Email'));
    expect(shownTooltips()).toEqual([]);
  });

  it('forgets a hover that left before the delay', () => {
    const { button } = mountRow();
    hover(button('Email'));
    wait(500);
    leave(button('Email'));
    wait(tooltipDelayMs);
    expect(shownTooltips()).toEqual([]);
  });

  it('shows at once on keyboard focus and hides on blur', () => {
    const { button } = mountRow();
    focusBy('keyboard', button('GitHub'));
    expect(shownTooltips()).toEqual(['GitHub']);
    act(() => button('GitHub').blur());
    expect(shownTooltips()).toEqual([]);
  });

  it('does not show on the focus a click gives (no :focus-visible), and hides on activation', () => {
    const { button } = mountRow();
    const github = button('GitHub');
    focusBy('pointer', github);
    expect(shownTooltips()).toEqual([]);

    hover(github);
    wait(tooltipDelayMs);
    expect(shownTooltips()).toEqual(['GitHub']);
    act(() => github.click());
    expect(shownTooltips()).toEqual([]);
    // The pointer is still on the control: it shows again only after leaving and coming back.
    wait(tooltipDelayMs);
    expect(shownTooltips()).toEqual([]);
  });

  it('shows nothing for a touch', () => {
    const { button } = mountRow();
    hover(button('Email'), 'touch');
    wait(2 * tooltipDelayMs);
    expect(shownTooltips()).toEqual([]);
  });

  it('skip delay: within 300 ms of one hiding the next shows at once; after 300 ms it waits 700 ms again', () => {
    const { button } = mountRow();
    hover(button('Email'));
    wait(tooltipDelayMs);
    leave(button('Email'));

    wait(tooltipSkipDelayMs - 1);
    hover(button('GitHub'));
    expect(shownTooltips()).toEqual(['GitHub']);
    leave(button('GitHub'));

    wait(tooltipSkipDelayMs);
    hover(button('LinkedIn'));
    wait(tooltipDelayMs - 1);
    expect(shownTooltips()).toEqual([]);
    wait(1);
    expect(shownTooltips()).toEqual(['LinkedIn']);
  });

  it('shows one tooltip at a time: hovering another control while one shows replaces it at once', () => {
    const { button } = mountRow();
    focusBy('keyboard', button('Email'));
    hover(button('LinkedIn'));
    expect(shownTooltips()).toEqual(['LinkedIn']);
  });

  it('hides on Escape and marks that Escape as handled, so it closes nothing else', () => {
    const { button } = mountRow();
    focusBy('keyboard', button('Email'));
    const escape = pressEscape();
    expect(shownTooltips()).toEqual([]);
    expect(escape.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('Email'));

    // With no tooltip shown, Escape is left to the page.
    expect(pressEscape().defaultPrevented).toBe(false);
  });

  it('stays while the pointer moves from the control onto the bubble, and hides when it leaves the bubble', () => {
    const { button } = mountRow();
    hover(button('Email'));
    wait(tooltipDelayMs);
    const bubble = document.querySelector('[data-testid="tooltip"]')!;
    leave(button('Email'), bubble);
    expect(shownTooltips()).toEqual(['Email']);
    leave(bubble, document.body);
    expect(shownTooltips()).toEqual([]);
  });

  it('is not announced twice: the bubble is hidden from assistive technologies and described by nothing', () => {
    const { button } = mountRow();
    focusBy('keyboard', button('Email'));
    const bubble = document.querySelector('[data-testid="tooltip"]')!;
    expect(bubble.getAttribute('aria-hidden')).toBe('true');
    expect(bubble.getAttribute('role')).toBeNull();
    expect(button('Email').hasAttribute('aria-describedby')).toBe(false);
    expect(button('Email').hasAttribute('title')).toBe(false);
  });
});
