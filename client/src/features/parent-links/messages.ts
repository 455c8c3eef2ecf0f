import { defineMessages } from '../../i18n/define-messages';

export const parentLinkMessages = defineMessages({
  promptTitle: { id: 'parentLinks.prompt.title' },
  promptText: { id: 'parentLinks.prompt.text' },
  promptHint: { id: 'parentLinks.prompt.hint' },
  confirm: { id: 'parentLinks.confirm' },
  decline: { id: 'parentLinks.decline' },
  confirmed: { id: 'parentLinks.confirmed' },
  declined: { id: 'parentLinks.declined' },
  pageTitle: { id: 'parentLinks.page.title' },
  pageText: { id: 'parentLinks.page.text' },
  pageInvalid: { id: 'parentLinks.page.invalid' },
  home: { id: 'parentLinks.page.home' },
});
