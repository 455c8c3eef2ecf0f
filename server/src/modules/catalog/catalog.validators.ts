import { param, query } from 'express-validator';
import { ALL_SECTIONS, ATTEMPT_TARGET_TYPES, CATALOG_KINDS, CATALOG_PROGRESS, TEST_VERSIONS } from '@app/shared';
import { idParam, optionalIn, pageQuery } from '../../lib/rules';

export const listCatalogRules = [
  optionalIn('type', ATTEMPT_TARGET_TYPES, 'validation.catalog.type'),
  optionalIn('version', TEST_VERSIONS, 'validation.practice.version'),
  optionalIn('kind', CATALOG_KINDS, 'validation.catalog.kind'),
  optionalIn('section', ALL_SECTIONS, 'validation.practice.section'),
  optionalIn('status', CATALOG_PROGRESS, 'validation.catalog.status'),
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 200 }).withMessage('validation.too_long'),
  ...pageQuery(),
];

export const showCatalogRules = [param('type').isIn(ATTEMPT_TARGET_TYPES).withMessage('validation.catalog.type'), idParam('id')];
