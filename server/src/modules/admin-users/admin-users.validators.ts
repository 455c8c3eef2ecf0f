import { body, query, type ValidationChain } from 'express-validator';
import { ALL_ROLES, ADMIN_POINT_MAX } from '@app/shared';
import { idParam, oneValue, optionalText, pageQuery } from '../../lib/rules';

const searchQuery = (): ValidationChain =>
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 100 }).withMessage('validation.too_long');

export const idRules = [idParam('id')];

export const listUsersRules = [
  searchQuery(),
  oneValue(query('role').optional(), 'validation.role.any').isIn(ALL_ROLES).withMessage('validation.role.any'),
  ...pageQuery(),
];

export const rolesRules = [
  idParam('id'),
  body('roles')
    .exists()
    .withMessage('validation.required')
    .bail()
    .isArray({ min: 1, max: ALL_ROLES.length })
    .withMessage('validation.roles')
    .bail()
    .custom((v: unknown[]) => v.every((r) => typeof r === 'string' && (ALL_ROLES as readonly string[]).includes(r)))
    .withMessage('validation.roles')
    .bail()
    .custom((v: string[]) => new Set(v).size === v.length)
    .withMessage('validation.roles.duplicate'),
];

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const isIsoDateTime = (v: unknown) => typeof v === 'string' && ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));

/** An ISO date or date-time, or an explicit null for lifetime pro (a missing field is an error, not lifetime). */
export const proRules = [
  idParam('id'),
  body('taken_unlimited_expire_at')
    .exists()
    .withMessage('validation.required')
    .bail()
    .custom((v: unknown) => v === null || isIsoDateTime(v))
    .withMessage('validation.date')
    .bail()
    .customSanitizer((v: string | null) => (v === null ? null : new Date(v))),
];

export const pointRules = [
  idParam('id'),
  oneValue(body('point').exists({ values: 'null' }).withMessage('validation.required').bail(), 'validation.point')
    .isInt({ min: 1, max: ADMIN_POINT_MAX })
    .withMessage('validation.point')
    .bail()
    .toInt(),
  optionalText('notes', 255),
];

export const studentsRules = [searchQuery(), ...pageQuery()];

export const userExamsRules = [
  idParam('id'),
  oneValue(query('status').optional(), 'validation.user_exam.status')
    .isIn(['in_progress', 'on_break', 'finished', 'abandoned'])
    .withMessage('validation.user_exam.status'),
  ...pageQuery(),
];
