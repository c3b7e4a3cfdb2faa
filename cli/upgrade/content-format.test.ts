import { describe, expect, it } from 'vitest';
import { formatMismatchMessage, siteFormatOf, upgradeCommand } from './content-format.ts';

describe('content formats', () => {
  it('reads site.json\'s format: none is format 1, anything but a whole number ≥ 1 is invalid', () => {
    expect(siteFormatOf({ siteUrl: 'https://example.org' })).toEqual({ format: 1 });
    expect(siteFormatOf({ format: 2 })).toEqual({ format: 2 });
    expect(siteFormatOf({ format: 0 })).toEqual({ invalid: 0 });
    expect(siteFormatOf({ format: 1.5 })).toEqual({ invalid: 1.5 });
    expect(siteFormatOf({ format: '2' })).toEqual({ invalid: '2' });
  });

  it('names the upgrade command for the content folder the owner uses', () => {
    expect(upgradeCommand('content/site.json')).toBe('npx portfolio upgrade');
    expect(upgradeCommand('my-site/site.json')).toBe('npx portfolio upgrade --content my-site');
  });

  it('accepts the current format and explains the others with their fix', () => {
    expect(formatMismatchMessage('content/site.json', { format: 2 }, '0.2.0')).toBeUndefined();
    expect(formatMismatchMessage('content/site.json', { format: 1 }, '0.2.0')).toBe(
      'content/site.json is format 1, but researcher-portfolio 0.2.0 reads format 2: run `npx portfolio upgrade` to migrate the content (`npx portfolio upgrade --dry-run` shows the changes first)',
    );
    expect(formatMismatchMessage('content/site.json', { format: 7 }, '0.2.0')).toBe(
      'content/site.json is format 7, but researcher-portfolio 0.2.0 reads format 2: this content was made by a newer researcher-portfolio; install a version newer than 0.2.0 (npm install researcher-portfolio@latest) and run the command again',
    );
    expect(formatMismatchMessage('content/site.json', { invalid: 'two' }, '0.2.0')).toBe(
      '"format" must be a whole number from 1 to 2 (got "two"): write the format the content was made in, 2 for content made by researcher-portfolio 0.2.0',
    );
  });
});
