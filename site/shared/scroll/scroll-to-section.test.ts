// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferredScrollBehavior, scrollToSection } from './scroll-to-section.ts';

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

describe('preferredScrollBehavior', () => {
  it('is smooth by default and auto under prefers-reduced-motion', () => {
    expect(preferredScrollBehavior()).toBe('smooth');
    preferReducedMotion(true);
    expect(preferredScrollBehavior()).toBe('auto');
  });
});

describe('scrollToSection', () => {
  it('scrolls the section into view, focuses it and sets the hash without a new history entry', () => {
    const section = addSection('skills');
    const historyLength = window.history.length;

    expect(scrollToSection('skills')).toBe(true);

    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
    expect(window.location.hash).toBe('#skills');
    expect(window.history.length).toBe(historyLength);
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    preferReducedMotion(true);
    const section = addSection('contact');
    scrollToSection('contact');
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('keeps a tabindex the element already has', () => {
    const section = addSection('top');
    section.setAttribute('tabindex', '0');
    scrollToSection('top');
    expect(section.getAttribute('tabindex')).toBe('0');
  });

  it('reports a missing section', () => {
    expect(scrollToSection('nowhere')).toBe(false);
  });
});
