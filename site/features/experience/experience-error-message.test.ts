import { describe, expect, it } from 'vitest';
import { HttpStatusError } from '../../shared/data/fetch-json.ts';
import { createTranslate } from '../../../core/i18n/translate.ts';
import { experienceErrorMessage } from './experience-error-message.ts';

const t = createTranslate({
  'experience.errorFetch': 'Failed to fetch experience data: {status}',
  'experience.errorFallback': 'Failed to load experience data',
});

describe('experienceErrorMessage', () => {
  it('names the status the server answered with', () => {
    expect(experienceErrorMessage(new HttpStatusError('/data/experience.json', 404), t)).toBe(
      'Failed to fetch experience data: 404',
    );
    expect(experienceErrorMessage(new HttpStatusError('/data/experience.json', 503), t)).toBe(
      'Failed to fetch experience data: 503',
    );
  });

  it('gives the general message for a network or parse failure', () => {
    expect(experienceErrorMessage(new TypeError('Failed to fetch'), t)).toBe('Failed to load experience data');
    expect(experienceErrorMessage(new SyntaxError('Unexpected token < in JSON'), t)).toBe(
      'Failed to load experience data',
    );
  });
});
