import { LOCALES } from '@app/shared';
import { idParam, optionalIn } from '../../lib/rules';

/** The report's language: `locale` when given, else the caller's accept-language. */
export const reportPdfRules = [idParam('attemptId'), optionalIn('locale', LOCALES, 'validation.lang')];
