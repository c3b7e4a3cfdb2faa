import { HttpStatusError } from '../../shared/data/fetch-json.ts';
import type { Translate } from '../../../core/i18n/translate.ts';

/** Specification section 8: the status when the server answered, else the error's own message, else a general one. */
export function publicationsErrorMessage(error: Error, t: Translate): string {
  if (error instanceof HttpStatusError) return t('publications.errorFetch', { status: error.status });
  return error.message.trim() || t('publications.errorFallback');
}
