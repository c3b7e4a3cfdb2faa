// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionLink } from './section-link.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

function addSection(id: string): HTMLElement & { scrollIntoView: ReturnType<typeof vi.fn> } {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section as HTMLElement & { scrollIntoView: ReturnType<typeof vi.fn> };
}

beforeEach(() => {
  preferReducedMotion(false);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('SectionLink', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
  });

  function renderLink(onClick?: () => void): HTMLAnchorElement {
    act(() =>
      root.render(
        <SectionLink sectionId="experience" onClick={onClick}>
          View work
        </SectionLink>,
      ),
    );
    return container.querySelector('a')!;
  }

  function click(link: HTMLAnchorElement, init: MouseEventInit = {}): MouseEvent {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => {
      link.dispatchEvent(event);
    });
    return event;
  }

  it('is a real in-page link', () => {
    expect(renderLink().getAttribute('href')).toBe('#experience');
  });

  it('scrolls to the section instead of jumping, after its own click handler ran', () => {
    const section = addSection('experience');
    const onClick = vi.fn();
    const event = click(renderLink(onClick));
    expect(onClick).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    const section = addSection('experience');
    const event = click(renderLink(), { ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps the native jump when the section is not on the page', () => {
    const event = click(renderLink());
    expect(event.defaultPrevented).toBe(false);
  });
});
