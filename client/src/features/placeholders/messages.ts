import { defineMessages } from '../../i18n/define-messages';

export const placeholderMessages = defineMessages({
  badge: { id: 'placeholders.comingSoon.badge' },
  body: { id: 'placeholders.comingSoon.body' },
  home: { id: 'placeholders.comingSoon.home' },
  companyCourses: { id: 'placeholders.comingSoon.companyCourses' },
  teacherCourses: { id: 'placeholders.comingSoon.teacherCourses' },
});
