import { defineMessages } from '../../i18n/define-messages';

// Texts of every paged list's states and filter card. The ids keep the admin-users prefix they were
// made under, so the three locale catalogs need no change.
export const listMessages = defineMessages({
  clear: { id: 'adminUsers.list.clear' },
  loadFailed: { id: 'adminUsers.list.loadFailed' },
  retry: { id: 'adminUsers.list.retry' },
  total: { id: 'adminUsers.list.total' },
  emptyFiltered: { id: 'adminUsers.list.emptyFiltered' },
});
