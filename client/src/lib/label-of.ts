import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * The localized label of a value the server names (an action, a ledger type, a metric), or the value
 * itself when this client does not know it yet: a newer server never leaves a blank cell.
 */
export function labelOf(intl: IntlShape, messages: Record<string, MessageDescriptor>, value: string): string {
  return Object.hasOwn(messages, value) ? intl.formatMessage(messages[value]) : value;
}
