import { defineMessages } from '../../i18n/define-messages';

/** The role areas' page links (admin-nav.tsx, teacher-nav.tsx). */
export const areaNavMessages = defineMessages({
  adminLabel: { id: 'app.areaNav.adminLabel' },
  teacherLabel: { id: 'app.areaNav.teacherLabel' },
  companyLabel: { id: 'app.areaNav.companyLabel' },
  practices: { id: 'app.areaNav.practices' },
  questions: { id: 'app.areaNav.questions' },
  users: { id: 'app.areaNav.users' },
  payments: { id: 'app.areaNav.payments' },
  transactions: { id: 'app.areaNav.transactions' },
  activityLog: { id: 'app.areaNav.activityLog' },
  analytics: { id: 'app.areaNav.analytics' },
  students: { id: 'app.areaNav.students' },
  results: { id: 'app.areaNav.results' },
  grading: { id: 'app.areaNav.grading' },
  contactInbox: { id: 'app.areaNav.contactInbox' },
  notifications: { id: 'app.areaNav.notifications' },
  siteTexts: { id: 'app.areaNav.siteTexts' },
  subjects: { id: 'app.areaNav.subjects' },
  courses: { id: 'app.areaNav.courses' },
  classes: { id: 'app.areaNav.classes' },
});
