import type { MessageDescriptor } from 'react-intl';

/**
 * Message ids of one feature. The texts live in the locale files (repo-root `locales/`), so descriptors
 * carry only ids; they are typed as plain descriptors so any of them can take values.
 */
export function defineMessages<K extends string>(messages: Record<K, { id: string }>): Record<K, MessageDescriptor> {
  return messages;
}
