// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mount } from '../testing/render-with-providers.tsx';
import { ExternalLink } from './external-link.tsx';

describe('ExternalLink', () => {
  it('opens in a new tab without giving the page access to its opener, and says so', () => {
    const { container, unmount } = mount(<ExternalLink href="https://example.org/a">Example</ExternalLink>, {
      strings: { 'common.opensInNewTab': '(opens in a new tab)' },
    });
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.textContent).toBe('Example (opens in a new tab)');
    expect(link?.querySelector('.visually-hidden')?.textContent).toBe(' (opens in a new tab)');
    unmount();
  });
});
