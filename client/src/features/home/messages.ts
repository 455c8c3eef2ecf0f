import { defineMessages } from '../../i18n/define-messages';

export const homeMessages = defineMessages({
  greeting: { id: 'home.page.greeting' },
  intro: { id: 'home.page.intro' },
  soonTitle: { id: 'home.page.soonTitle' },
  soonBody: { id: 'home.page.soonBody' },
  fullTests: { id: 'home.page.fullTests' },
  fullTestsBody: { id: 'home.page.fullTestsBody' },
  sections: { id: 'home.page.sections' },
  sectionsBody: { id: 'home.page.sectionsBody' },
  results: { id: 'home.page.results' },
  resultsBody: { id: 'home.page.resultsBody' },
  completeProfile: { id: 'home.page.completeProfile' },
  soonBadge: { id: 'home.page.soonBadge' },
});
