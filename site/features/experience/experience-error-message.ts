import { HttpStatusError } from '../../shared/data/fetch-json.ts';
import type { Translate } from '../../../core/i18n/translate.ts';

/** Specification section 8: the status when the server answered, a general message otherwise. */
export function experienceErrorMessage(error: Error, t: Translate): string {
  return error instanceof HttpStatusError
    ? t('experience.errorFetch', { status: error.status })
    : t('experience.errorFallback');
}
