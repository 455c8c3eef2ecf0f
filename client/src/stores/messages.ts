import { defineMessages } from '../i18n/define-messages';

/** Texts the stores show on their own (toasts after session changes). */
export const storeMessages = defineMessages({
  logoutSuccess: { id: 'app.session.logout_success' },
  languageSaveFailed: { id: 'app.session.languageSaveFailed' },
});
