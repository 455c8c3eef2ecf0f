import { query } from 'express-validator';
import { LOCALES } from '@app/shared';
import { idParam } from '../../lib/rules';

/** The report's language: `locale` when given, else the caller's accept-language. */
export const reportPdfRules = [idParam('attemptId'), query('locale').optional().isIn(LOCALES).withMessage('validation.lang')];
