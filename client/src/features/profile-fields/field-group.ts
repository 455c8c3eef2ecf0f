import type { MessageDescriptor } from 'react-intl';
import type { FieldBinder } from '../../components/form/use-form';

/** What a group of profile fields takes from the form it sits in. */
export interface FieldGroupProps<F extends string, L extends string> {
  field: FieldBinder<F>;
  /** Registration and the profile page word the same fields under their own message ids. */
  labels: Record<L, MessageDescriptor>;
  stacked?: boolean;
  /** Field test ids are `<prefix>-<field>`; the profile tabs have none. */
  testIdPrefix?: string;
}

export const prefixedTestId = (prefix: string | undefined, field: string): string | undefined => (prefix ? `${prefix}-${field}` : undefined);
