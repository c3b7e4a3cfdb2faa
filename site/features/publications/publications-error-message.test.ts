import { describe, expect, it } from 'vitest';
import { HttpStatusError } from '../../shared/data/fetch-json.ts';
import { createTranslate } from '../../../core/i18n/translate.ts';
import { publicationsErrorMessage } from './publications-error-message.ts';

const t = createTranslate({
  'publications.errorFetch': 'Failed to fetch publications: {status}',
  'publications.errorFallback': 'Failed to load publications',
});

describe('publicationsErrorMessage', () => {
  it('names the status the server answered with', () => {
    expect(publicationsErrorMessage(new HttpStatusError('/data/publications.json', 500), t)).toBe(
      'Failed to fetch publications: 500',
    );
  });

  it("gives the error's own message otherwise", () => {
    expect(publicationsErrorMessage(new TypeError('Failed to fetch'), t)).toBe('Failed to fetch');
  });

  it('gives the general message when the error has none', () => {
    expect(publicationsErrorMessage(new Error(''), t)).toBe('Failed to load publications');
    expect(publicationsErrorMessage(new Error('  '), t)).toBe('Failed to load publications');
  });
});
