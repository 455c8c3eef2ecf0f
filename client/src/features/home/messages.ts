import { defineMessages } from '../../i18n/define-messages';

/** The greeting of the practice home (practice-home's page). */
export const homeMessages = defineMessages({
  greeting: { id: 'home.page.greeting' },
  intro: { id: 'home.page.intro' },
});
