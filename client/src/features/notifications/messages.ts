import { defineMessages } from '../../i18n/define-messages';

export const notificationMessages = defineMessages({
  label: { id: 'notifications.banner.label' },
  dismiss: { id: 'notifications.banner.dismiss' },
});
