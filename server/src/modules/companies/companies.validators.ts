/** Request shapes of the companies routes, with @app/shared's COMPANY_LIMITS. */
import { body, query, type ValidationChain } from 'express-validator';
import { COMPANY_LIMITS as L, COMPANY_MEMBER_KINDS, MIN_PHONE_DIGITS } from '@app/shared';
import { idParam, nullable, oneValue, optionalIn, optionalNonBlank, optionalText, pageQuery, requiredText } from '../../lib/rules';

/**
 * An optional text a PATCH may clear with null or a blank (nullable keeps an explicit null in matchedData,
 * so "clear it" and "leave it" differ); a filled value goes on to `rest`.
 */
const clearable = (field: string, max: number, rest: (c: ValidationChain) => ValidationChain = (c) => c): ValidationChain =>
  rest(
    nullable(field)
      .isString()
      .withMessage('validation.string')
      .bail()
      .trim()
      .isLength({ max })
      .withMessage('validation.too_long')
      .bail()
      .if((v: string) => v.trim() !== ''),
  );

const contactEmail = clearable('contact_email', L.emailMax, (c) => c.isEmail().withMessage('validation.email'));
/** Spec section 5: a phone has at least 7 digits (the profiles' phone rule). */
const phone = clearable('phone', L.phoneMax, (c) =>
  c
    .matches(/^\+?[0-9 ()-]+$/)
    .withMessage('validation.phone')
    .bail()
    .custom((v: string) => v.replace(/\D/g, '').length >= MIN_PHONE_DIGITS)
    .withMessage('validation.phone'),
);

/** POST /admin/companies (a name required) and PATCH (any field). */
export function companyInputRules(partial: boolean, idName?: string): ValidationChain[] {
  return [
    ...(idName ? [idParam(idName)] : []),
    partial ? optionalNonBlank('name', L.nameMax) : requiredText('name', L.nameMax),
    optionalText('description', L.descriptionMax),
    contactEmail,
    phone,
    clearable('address', L.addressMax),
  ];
}

const search = oneValue(query('search').optional(), 'validation.string')
  .isString()
  .withMessage('validation.string')
  .bail()
  .trim()
  .isLength({ max: L.searchMax })
  .withMessage('validation.too_long');

export const listRules = [...pageQuery(), search];
export const memberListRules = [
  idParam('companyId'),
  ...pageQuery(),
  search,
  optionalIn('kind', COMPANY_MEMBER_KINDS, 'companiesApi.validation.kind'),
];
export const memberRules = [idParam('userId')];
export const companyIdRules = [idParam('companyId')];
export const removeMemberRules = [idParam('companyId'), idParam('userId')];

export const joinRules = [
  oneValue(body('code').exists({ values: 'falsy' }).withMessage('validation.required').bail(), 'validation.string')
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .notEmpty()
    .withMessage('validation.required')
    .bail()
    .isLength({ max: 20 })
    .withMessage('companiesApi.validation.codeUnknown'),
];

export const addMemberRules = [idParam('companyId'), requiredText('user', 254)];
