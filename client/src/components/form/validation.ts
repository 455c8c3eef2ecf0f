import type { IntlShape } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@app/shared';
import { isBlank, isEmail, isPhone } from '../../lib/validators';
import { formMessages } from './messages';

/** A rule answers an error text for a value, or null when it passes. */
export type Rule<V> = (value: string, values: V, intl: IntlShape) => string | null;

export const required: Rule<unknown> = (v, _all, intl) => (isBlank(v) ? intl.formatMessage(formMessages.required) : null);
export const email: Rule<unknown> = (v, _all, intl) => (!isBlank(v) && !isEmail(v) ? intl.formatMessage(formMessages.email) : null);
export const phone: Rule<unknown> = (v, _all, intl) => (!isBlank(v) && !isPhone(v) ? intl.formatMessage(formMessages.phone) : null);
export const password: Rule<unknown> = (v, _all, intl) =>
  !isBlank(v) && v.length < PASSWORD_MIN_LENGTH ? intl.formatMessage(formMessages.passwordMin, { min: PASSWORD_MIN_LENGTH }) : null;
export const sameAs =
  <V extends Record<string, string>>(field: keyof V): Rule<V> =>
  (v, all, intl) =>
    !isBlank(v) && v !== all[field] ? intl.formatMessage(formMessages.passwordMismatch) : null;

export type Schema<V> = Partial<Record<keyof V, Rule<V>[]>>;

/** The first failing rule of each field. */
export function validateForm<V extends Record<string, string>>(values: V, schema: Schema<V>, intl: IntlShape): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rules] of Object.entries(schema) as [keyof V & string, Rule<V>[]][]) {
    for (const rule of rules) {
      const error = rule(values[field] ?? '', values, intl);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}
