import { defineMessages } from '../../i18n/define-messages';

export const errorPageMessages = defineMessages({
  forbiddenTitle: { id: 'errors.forbiddenPage.title' },
  forbiddenBody: { id: 'errors.forbiddenPage.body' },
  notFoundTitle: { id: 'errors.notFoundPage.title' },
  notFoundBody: { id: 'errors.notFoundPage.body' },
  home: { id: 'errors.statusPage.home' },
  back: { id: 'errors.statusPage.back' },
});
