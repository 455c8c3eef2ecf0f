import { defineMessages } from '../../i18n/define-messages';

export const placeholderMessages = defineMessages({
  badge: { id: 'placeholders.comingSoon.badge' },
  body: { id: 'placeholders.comingSoon.body' },
  home: { id: 'placeholders.comingSoon.home' },
  plans: { id: 'placeholders.comingSoon.plans' },
  classes: { id: 'placeholders.comingSoon.classes' },
  results: { id: 'placeholders.comingSoon.results' },
  adminPractices: { id: 'placeholders.comingSoon.adminPractices' },
  companyCourses: { id: 'placeholders.comingSoon.companyCourses' },
  teacherCourses: { id: 'placeholders.comingSoon.teacherCourses' },
});
