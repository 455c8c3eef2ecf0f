import { defineMessages } from '../i18n/define-messages';

/** Shared chrome: header, user menu, language picker, footer, feedback button, banners. */
export const chromeMessages = defineMessages({
  practice: { id: 'app.header.practice' },
  results: { id: 'app.header.results' },
  classes: { id: 'app.header.classes' },
  courses: { id: 'app.header.courses' },
  plans: { id: 'app.header.plans' },
  newBadge: { id: 'app.header.new' },
  toggleNavigation: { id: 'app.header.toggleNavigation' },
  login: { id: 'app.header.login' },
  signUp: { id: 'app.header.signUp' },
  language: { id: 'app.header.language' },
  userMenu: { id: 'app.userMenu.label' },
  profile: { id: 'app.userMenu.profile' },
  balance: { id: 'app.userMenu.balance' },
  invite: { id: 'app.userMenu.invite' },
  companyJoin: { id: 'app.userMenu.companyJoin' },
  adminArea: { id: 'app.userMenu.admin' },
  companyArea: { id: 'app.userMenu.company' },
  teacherArea: { id: 'app.userMenu.teacher' },
  logout: { id: 'app.userMenu.logout' },
  signedInAs: { id: 'app.userMenu.signedInAs' },
  contact: { id: 'app.footer.contact' },
  rights: { id: 'app.footer.rights' },
  feedback: { id: 'app.feedback.label' },
  feedbackSubject: { id: 'app.feedback.subject' },
});

/** Coin amounts and the Pro crown, in the user menu and on the wallet's and the grading's pages (ids from the wallet). */
export const coinMessages = defineMessages({
  coins: { id: 'wallet.common.coins' },
  proMember: { id: 'wallet.common.proMember' },
});

/** The confirmation dialog (`confirm-modal.tsx`). */
export const confirmMessages = defineMessages({
  title: { id: 'practices.actions.confirmTitle' },
  cancel: { id: 'practices.actions.cancel' },
  confirm: { id: 'practices.actions.confirm' },
});

/** The list pager (`pager.tsx`). */
export const pagerMessages = defineMessages({
  label: { id: 'questions.list.pager' },
  pageOf: { id: 'questions.list.pageOf' },
  previous: { id: 'questions.list.previous' },
  next: { id: 'questions.list.next' },
});

/** The publish status badge (`status-badge.tsx`). */
export const statusMessages = defineMessages({
  draft: { id: 'questions.status.draft' },
  published: { id: 'questions.status.published' },
  taken: { id: 'practices.labels.taken' },
});

/** The copy button of `copy-field.tsx` (id from the wallet's invitation page, where it was first). */
export const copyMessages = defineMessages({
  copied: { id: 'wallet.invitation.copied' },
});

/** The session and class templates bar (form/template-bar.tsx). */
export const templateMessages = defineMessages({
  pick: { id: 'app.templates.pick' },
  none: { id: 'app.templates.none' },
  apply: { id: 'app.templates.apply' },
  remove: { id: 'app.templates.remove' },
  saveAs: { id: 'app.templates.saveAs' },
  name: { id: 'app.templates.name' },
  save: { id: 'app.templates.save' },
  cancel: { id: 'app.templates.cancel' },
  saved: { id: 'app.templates.saved' },
  help: { id: 'app.templates.help' },
});
