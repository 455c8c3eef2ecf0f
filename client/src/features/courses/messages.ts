import type { CourseSlug } from '@app/shared';
import { defineMessages } from '../../i18n/define-messages';

/** The courses feature's texts (locales/*.json, ids courses.<group>.<key>). */
export const typeMessages = defineMessages({
  group: { id: 'courses.type.group' },
  private: { id: 'courses.type.private' },
  mentoring: { id: 'courses.type.mentoring' },
  counselling: { id: 'courses.type.counselling' },
  online: { id: 'courses.type.online' },
});

export const stateMessages = defineMessages({
  in_progress: { id: 'courses.state.in_progress' },
  completed: { id: 'courses.state.completed' },
  incomplete: { id: 'courses.state.incomplete' },
  expired: { id: 'courses.state.expired' },
  ended: { id: 'courses.state.ended' },
});

export const responseMessages = defineMessages({
  no_reply: { id: 'courses.response.no_reply' },
  accepted: { id: 'courses.response.accepted' },
  rejected: { id: 'courses.response.rejected' },
});

export const modeMessages = defineMessages({
  online: { id: 'courses.mode.online' },
  in_class: { id: 'courses.mode.in_class' },
});

export const freqMessages = defineMessages({
  none: { id: 'courses.freq.none' },
  daily: { id: 'courses.freq.daily' },
  weekly: { id: 'courses.freq.weekly' },
  monthly: { id: 'courses.freq.monthly' },
});

export const weekdayMessages = defineMessages({
  mo: { id: 'courses.weekday.mo' },
  tu: { id: 'courses.weekday.tu' },
  we: { id: 'courses.weekday.we' },
  th: { id: 'courses.weekday.th' },
  fr: { id: 'courses.weekday.fr' },
  sa: { id: 'courses.weekday.sa' },
  su: { id: 'courses.weekday.su' },
});

export const langMessages = defineMessages({
  'en-US': { id: 'courses.lang.en-US' },
  'zh-CN': { id: 'courses.lang.zh-CN' },
  'zh-TW': { id: 'courses.lang.zh-TW' },
});

export const commonMessages = defineMessages({
  inactive: { id: 'courses.common.inactive' },
  seats: { id: 'courses.common.seats' },
  noDates: { id: 'courses.common.noDates' },
  back: { id: 'courses.common.back' },
});

export const listMessages = defineMessages({
  title: { id: 'courses.list.title' },
  subtitle: { id: 'courses.list.subtitle' },
  add: { id: 'courses.list.add' },
  empty: { id: 'courses.list.empty' },
  colTitle: { id: 'courses.list.colTitle' },
  colType: { id: 'courses.list.colType' },
  colState: { id: 'courses.list.colState' },
  colFee: { id: 'courses.list.colFee' },
  colStudents: { id: 'courses.list.colStudents' },
  colRequests: { id: 'courses.list.colRequests' },
  classesLink: { id: 'courses.list.classesLink' },
});

export const formMessages = defineMessages({
  addTitle: { id: 'courses.form.addTitle' },
  editTitle: { id: 'courses.form.editTitle' },
  type: { id: 'courses.form.type' },
  title: { id: 'courses.form.title' },
  titleHelp: { id: 'courses.form.titleHelp' },
  description: { id: 'courses.form.description' },
  fee: { id: 'courses.form.fee' },
  feeHelp: { id: 'courses.form.feeHelp' },
  feeInvalid: { id: 'courses.form.feeInvalid' },
  currency: { id: 'courses.form.currency' },
  capacity: { id: 'courses.form.capacity' },
  startDate: { id: 'courses.form.startDate' },
  endDate: { id: 'courses.form.endDate' },
  active: { id: 'courses.form.active' },
  publicPage: { id: 'courses.form.publicPage' },
  publicPageNone: { id: 'courses.form.publicPageNone' },
  publicPageHelp: { id: 'courses.form.publicPageHelp' },
  create: { id: 'courses.form.create' },
  save: { id: 'courses.form.save' },
  saved: { id: 'courses.form.saved' },
  end: { id: 'courses.form.end' },
  reopen: { id: 'courses.form.reopen' },
  endHelp: { id: 'courses.form.endHelp' },
});

export const detailMessages = defineMessages({
  joinCode: { id: 'courses.detail.joinCode' },
  joinCodeHelp: { id: 'courses.detail.joinCodeHelp' },
  edit: { id: 'courses.detail.edit' },
  fee: { id: 'courses.detail.fee' },
  dates: { id: 'courses.detail.dates' },
  nextMeeting: { id: 'courses.detail.nextMeeting' },
  none: { id: 'courses.detail.none' },
  yourRequest: { id: 'courses.detail.yourRequest' },
  visitorHint: { id: 'courses.detail.visitorHint' },
  joinWithCode: { id: 'courses.detail.joinWithCode' },
  seats: { id: 'courses.detail.seats' },
  joinLink: { id: 'courses.detail.joinLink' },
  copy: { id: 'courses.detail.copy' },
});

export const requestsMessages = defineMessages({
  title: { id: 'courses.requests.title' },
  empty: { id: 'courses.requests.empty' },
  colStudent: { id: 'courses.requests.colStudent' },
  colRequested: { id: 'courses.requests.colRequested' },
  colResponse: { id: 'courses.requests.colResponse' },
  accept: { id: 'courses.requests.accept' },
  reject: { id: 'courses.requests.reject' },
});

export const sessionsMessages = defineMessages({
  title: { id: 'courses.sessions.title' },
  empty: { id: 'courses.sessions.empty' },
  add: { id: 'courses.sessions.add' },
  edit: { id: 'courses.sessions.edit' },
  meetings: { id: 'courses.sessions.meetings' },
  every: { id: 'courses.sessions.every' },
  delete: { id: 'courses.sessions.delete' },
  deleteConfirm: { id: 'courses.sessions.deleteConfirm' },
  prepay: { id: 'courses.sessions.prepay' },
  cancel: { id: 'courses.sessions.cancel' },
  restore: { id: 'courses.sessions.restore' },
  cancelReason: { id: 'courses.sessions.cancelReason' },
  cancelled: { id: 'courses.sessions.cancelled' },
  makeup: { id: 'courses.sessions.makeup' },
  addMakeup: { id: 'courses.sessions.addMakeup' },
  removeMakeup: { id: 'courses.sessions.removeMakeup' },
  showMeetings: { id: 'courses.sessions.showMeetings' },
});

export const sessionFormMessages = defineMessages({
  title: { id: 'courses.sessionForm.title' },
  city: { id: 'courses.sessionForm.city' },
  fee: { id: 'courses.sessionForm.fee' },
  prepay: { id: 'courses.sessionForm.prepay' },
  mode: { id: 'courses.sessionForm.mode' },
  startDate: { id: 'courses.sessionForm.startDate' },
  endDate: { id: 'courses.sessionForm.endDate' },
  timeFrom: { id: 'courses.sessionForm.timeFrom' },
  timeTo: { id: 'courses.sessionForm.timeTo' },
  timeZoneHelp: { id: 'courses.sessionForm.timeZoneHelp' },
  repeat: { id: 'courses.sessionForm.repeat' },
  interval: { id: 'courses.sessionForm.interval' },
  weekdays: { id: 'courses.sessionForm.weekdays' },
  tags: { id: 'courses.sessionForm.tags' },
  tagsHelp: { id: 'courses.sessionForm.tagsHelp' },
  class: { id: 'courses.sessionForm.class' },
  noClass: { id: 'courses.sessionForm.noClass' },
  submit: { id: 'courses.sessionForm.submit' },
  save: { id: 'courses.sessionForm.save' },
  date: { id: 'courses.sessionForm.date' },
  note: { id: 'courses.sessionForm.note' },
});

export const calendarMessages = defineMessages({
  title: { id: 'courses.calendar.title' },
  week: { id: 'courses.calendar.week' },
  month: { id: 'courses.calendar.month' },
  previous: { id: 'courses.calendar.previous' },
  next: { id: 'courses.calendar.next' },
  today: { id: 'courses.calendar.today' },
  empty: { id: 'courses.calendar.empty' },
  lesson: { id: 'courses.calendar.lesson' },
  zone: { id: 'courses.calendar.zone' },
});

export const mineMessages = defineMessages({
  title: { id: 'courses.mine.title' },
  subtitle: { id: 'courses.mine.subtitle' },
  join: { id: 'courses.mine.join' },
  mine: { id: 'courses.mine.mine' },
  mineEmpty: { id: 'courses.mine.mineEmpty' },
  open: { id: 'courses.mine.open' },
  openEmpty: { id: 'courses.mine.openEmpty' },
});

export const joinMessages = defineMessages({
  title: { id: 'courses.join.title' },
  subtitle: { id: 'courses.join.subtitle' },
  code: { id: 'courses.join.code' },
  submit: { id: 'courses.join.submit' },
  sent: { id: 'courses.join.sent' },
  open: { id: 'courses.join.open' },
  studentsOnly: { id: 'courses.join.studentsOnly' },
});

/** The public site's course pages by slug (the site's own copy is a lazy chunk of the public pages: names repeated here). */
export const publicPageMessages = defineMessages({
  'sat-summer': { id: 'courses.publicPage.sat-summer' },
  'act-summer': { id: 'courses.publicPage.act-summer' },
  'sat-winter': { id: 'courses.publicPage.sat-winter' },
  'sat-part-2': { id: 'courses.publicPage.sat-part-2' },
  'sat-math': { id: 'courses.publicPage.sat-math' },
  'math-2c': { id: 'courses.publicPage.math-2c' },
  toefl: { id: 'courses.publicPage.toefl' },
  'toefl-tutoring': { id: 'courses.publicPage.toefl-tutoring' },
  'private-tutoring': { id: 'courses.publicPage.private-tutoring' },
} satisfies Record<CourseSlug, { id: string }>);

/** The private lessons page and its person pickers. */
export const lessonsMessages = defineMessages({
  title: { id: 'courses.lessons.title' },
  subtitle: { id: 'courses.lessons.subtitle' },
  bookTitle: { id: 'courses.lessons.bookTitle' },
  teacher: { id: 'courses.lessons.teacher' },
  student: { id: 'courses.lessons.student' },
  date: { id: 'courses.lessons.date' },
  timeFrom: { id: 'courses.lessons.timeFrom' },
  timeTo: { id: 'courses.lessons.timeTo' },
  mode: { id: 'courses.lessons.mode' },
  note: { id: 'courses.lessons.note' },
  book: { id: 'courses.lessons.book' },
  booked: { id: 'courses.lessons.booked' },
  busyTitle: { id: 'courses.lessons.busyTitle' },
  pickTeacher: { id: 'courses.lessons.pickTeacher' },
  pickStudent: { id: 'courses.lessons.pickStudent' },
  pickDate: { id: 'courses.lessons.pickDate' },
  listTitle: { id: 'courses.lessons.listTitle' },
  empty: { id: 'courses.lessons.empty' },
  when: { id: 'courses.lessons.when' },
  actions: { id: 'courses.lessons.actions' },
  cancel: { id: 'courses.lessons.cancel' },
  cancelTitle: { id: 'courses.lessons.cancelTitle' },
  cancelBody: { id: 'courses.lessons.cancelBody' },
  cancelled: { id: 'courses.lessons.cancelled' },
  cancelledBadge: { id: 'courses.lessons.cancelledBadge' },
  searchPerson: { id: 'courses.lessons.searchPerson' },
  searchPersonLabel: { id: 'courses.lessons.searchPersonLabel' },
  loading: { id: 'courses.lessons.loading' },
  choose: { id: 'courses.lessons.choose' },
});
