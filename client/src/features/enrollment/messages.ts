import { defineMessages } from '../../i18n/define-messages';

/** The enrollment pages' texts: the family's form (public) and the back office's list and detail. Option groups are keyed by value (labelOf). */
export const pageMessages = defineMessages({
  title: { id: 'enrollment.page.title' },
  lead: { id: 'enrollment.page.lead' },
  saved: { id: 'enrollment.page.saved' },
  notFound: { id: 'enrollment.page.notFound' },
  startAgain: { id: 'enrollment.page.startAgain' },
});
export const stepsMessages = defineMessages({
  label: { id: 'enrollment.steps.label' },
  '1': { id: 'enrollment.steps.1' },
  '2': { id: 'enrollment.steps.2' },
  '3': { id: 'enrollment.steps.3' },
  nav: { id: 'enrollment.steps.nav' },
});
export const step1Messages = defineMessages({
  course: { id: 'enrollment.step1.course' },
  coursePlaceholder: { id: 'enrollment.step1.coursePlaceholder' },
  courseFee: { id: 'enrollment.step1.courseFee' },
  courseFeeAsk: { id: 'enrollment.step1.courseFeeAsk' },
  courseNone: { id: 'enrollment.step1.courseNone' },
  role: { id: 'enrollment.step1.role' },
  name: { id: 'enrollment.step1.name' },
  email: { id: 'enrollment.step1.email' },
  emailHelp: { id: 'enrollment.step1.emailHelp' },
  phone: { id: 'enrollment.step1.phone' },
});
export const roleMessages = defineMessages({
  student: { id: 'enrollment.role.student' },
  parent: { id: 'enrollment.role.parent' },
  other: { id: 'enrollment.role.other' },
});
export const roleShortMessages = defineMessages({
  student: { id: 'enrollment.roleShort.student' },
  parent: { id: 'enrollment.roleShort.parent' },
  other: { id: 'enrollment.roleShort.other' },
});
export const step2Messages = defineMessages({
  students: { id: 'enrollment.step2.students' },
  student: { id: 'enrollment.step2.student' },
  addStudent: { id: 'enrollment.step2.addStudent' },
  removeStudent: { id: 'enrollment.step2.removeStudent' },
  name: { id: 'enrollment.step2.name' },
  email: { id: 'enrollment.step2.email' },
  phone: { id: 'enrollment.step2.phone' },
  homePhone: { id: 'enrollment.step2.homePhone' },
  school: { id: 'enrollment.step2.school' },
  graduationYear: { id: 'enrollment.step2.graduationYear' },
  address: { id: 'enrollment.step2.address' },
  scores: { id: 'enrollment.step2.scores' },
  scoresHelp: { id: 'enrollment.step2.scoresHelp' },
  addScore: { id: 'enrollment.step2.addScore' },
  removeScore: { id: 'enrollment.step2.removeScore' },
  test: { id: 'enrollment.step2.test' },
  score: { id: 'enrollment.step2.score' },
  parent: { id: 'enrollment.step2.parent' },
  parentHelp: { id: 'enrollment.step2.parentHelp' },
  parentName: { id: 'enrollment.step2.parentName' },
});
export const step3Messages = defineMessages({
  classType: { id: 'enrollment.step3.classType' },
  tutorMode: { id: 'enrollment.step3.tutorMode' },
  previousClass: { id: 'enrollment.step3.previousClass' },
  mandarinHelp: { id: 'enrollment.step3.mandarinHelp' },
  heardFrom: { id: 'enrollment.step3.heardFrom' },
  heardFromDetail: { id: 'enrollment.step3.heardFromDetail' },
  referred: { id: 'enrollment.step3.referred' },
  referrerName: { id: 'enrollment.step3.referrerName' },
  referrerContact: { id: 'enrollment.step3.referrerContact' },
  group: { id: 'enrollment.step3.group' },
  groupHelp: { id: 'enrollment.step3.groupHelp' },
  addFriend: { id: 'enrollment.step3.addFriend' },
  removeFriend: { id: 'enrollment.step3.removeFriend' },
  friendName: { id: 'enrollment.step3.friendName' },
  friendContact: { id: 'enrollment.step3.friendContact' },
  paymentMethod: { id: 'enrollment.step3.paymentMethod' },
  paymentCurrency: { id: 'enrollment.step3.paymentCurrency' },
  notes: { id: 'enrollment.step3.notes' },
  review: { id: 'enrollment.step3.review' },
});
export const classTypeMessages = defineMessages({
  group: { id: 'enrollment.classType.group' },
  private: { id: 'enrollment.classType.private' },
  counselling: { id: 'enrollment.classType.counselling' },
});
export const tutorModeMessages = defineMessages({
  online: { id: 'enrollment.tutorMode.online' },
  in_person: { id: 'enrollment.tutorMode.in_person' },
});
export const mandarinMessages = defineMessages({
  none: { id: 'enrollment.mandarin.none' },
  when_needed: { id: 'enrollment.mandarin.when_needed' },
  often: { id: 'enrollment.mandarin.often' },
  mostly: { id: 'enrollment.mandarin.mostly' },
});
export const heardFromMessages = defineMessages({
  friend: { id: 'enrollment.heardFrom.friend' },
  former_student: { id: 'enrollment.heardFrom.former_student' },
  school: { id: 'enrollment.heardFrom.school' },
  search: { id: 'enrollment.heardFrom.search' },
  social_media: { id: 'enrollment.heardFrom.social_media' },
  event: { id: 'enrollment.heardFrom.event' },
  other: { id: 'enrollment.heardFrom.other' },
});
export const paymentMessages = defineMessages({
  bank_transfer: { id: 'enrollment.payment.bank_transfer' },
  check: { id: 'enrollment.payment.check' },
  cash: { id: 'enrollment.payment.cash' },
});
export const currencyMessages = defineMessages({
  TWD: { id: 'enrollment.currency.TWD' },
  RMB: { id: 'enrollment.currency.RMB' },
  USD: { id: 'enrollment.currency.USD' },
});
export const discountMessages = defineMessages({
  title: { id: 'enrollment.discount.title' },
  group: { id: 'enrollment.discount.group' },
  referral: { id: 'enrollment.discount.referral' },
  each: { id: 'enrollment.discount.each' },
  total: { id: 'enrollment.discount.total' },
  tuition: { id: 'enrollment.discount.tuition' },
  none: { id: 'enrollment.discount.none' },
  bonus: { id: 'enrollment.discount.bonus' },
  note: { id: 'enrollment.discount.note' },
  preview: { id: 'enrollment.discount.preview' },
  officeTitle: { id: 'enrollment.discount.officeTitle' },
  officeNote: { id: 'enrollment.discount.officeNote' },
  officeBonus: { id: 'enrollment.discount.officeBonus' },
});
export const reviewMessages = defineMessages({
  title: { id: 'enrollment.review.title' },
  lead: { id: 'enrollment.review.lead' },
  change: { id: 'enrollment.review.change' },
  send: { id: 'enrollment.review.send' },
  missing: { id: 'enrollment.review.missing' },
});
export const successMessages = defineMessages({
  title: { id: 'enrollment.success.title' },
  text: { id: 'enrollment.success.text' },
  sentOn: { id: 'enrollment.success.sentOn' },
});
export const summaryMessages = defineMessages({
  contact: { id: 'enrollment.summary.contact' },
  course: { id: 'enrollment.summary.course' },
  students: { id: 'enrollment.summary.students' },
  parent: { id: 'enrollment.summary.parent' },
  classDetails: { id: 'enrollment.summary.classDetails' },
  referrer: { id: 'enrollment.summary.referrer' },
  group: { id: 'enrollment.summary.group' },
  payment: { id: 'enrollment.summary.payment' },
  notes: { id: 'enrollment.summary.notes' },
  graduates: { id: 'enrollment.summary.graduates' },
  heardFrom: { id: 'enrollment.summary.heardFrom' },
  previousClass: { id: 'enrollment.summary.previousClass' },
});
export const errorMessages = defineMessages({
  year: { id: 'enrollment.error.year' },
  score: { id: 'enrollment.error.score' },
  emailsRepeat: { id: 'enrollment.error.emailsRepeat' },
  currency: { id: 'enrollment.error.currency' },
});
export const actionsMessages = defineMessages({
  back: { id: 'enrollment.actions.back' },
  continue: { id: 'enrollment.actions.continue' },
});
export const listMessages = defineMessages({
  title: { id: 'enrollment.list.title' },
  subtitle: { id: 'enrollment.list.subtitle' },
  empty: { id: 'enrollment.list.empty' },
  course: { id: 'enrollment.list.course' },
  anyCourse: { id: 'enrollment.list.anyCourse' },
  step: { id: 'enrollment.list.step' },
  anyStep: { id: 'enrollment.list.anyStep' },
  read: { id: 'enrollment.list.read' },
  anyRead: { id: 'enrollment.list.anyRead' },
  status: { id: 'enrollment.list.status' },
  anyStatus: { id: 'enrollment.list.anyStatus' },
  paymentStatus: { id: 'enrollment.list.paymentStatus' },
  anyPayment: { id: 'enrollment.list.anyPayment' },
  colDate: { id: 'enrollment.list.colDate' },
  colContact: { id: 'enrollment.list.colContact' },
  colStudents: { id: 'enrollment.list.colStudents' },
  colStep: { id: 'enrollment.list.colStep' },
  colStatus: { id: 'enrollment.list.colStatus' },
  colPayment: { id: 'enrollment.list.colPayment' },
});
export const progressMessages = defineMessages({
  step1: { id: 'enrollment.progress.step1' },
  step2: { id: 'enrollment.progress.step2' },
  step3: { id: 'enrollment.progress.step3' },
  submitted: { id: 'enrollment.progress.submitted' },
});
export const readStatusMessages = defineMessages({
  unread: { id: 'enrollment.readStatus.unread' },
  read: { id: 'enrollment.readStatus.read' },
});
export const statusMessages = defineMessages({
  normal: { id: 'enrollment.status.normal' },
  archived: { id: 'enrollment.status.archived' },
  cancelled: { id: 'enrollment.status.cancelled' },
  deleted: { id: 'enrollment.status.deleted' },
});
export const paymentStatusMessages = defineMessages({
  unknown: { id: 'enrollment.paymentStatus.unknown' },
  unpaid: { id: 'enrollment.paymentStatus.unpaid' },
  paid: { id: 'enrollment.paymentStatus.paid' },
  cancelled: { id: 'enrollment.paymentStatus.cancelled' },
});
export const detailMessages = defineMessages({
  title: { id: 'enrollment.detail.title' },
  back: { id: 'enrollment.detail.back' },
  readBy: { id: 'enrollment.detail.readBy' },
  markUnread: { id: 'enrollment.detail.markUnread' },
  marks: { id: 'enrollment.detail.marks' },
  saved: { id: 'enrollment.detail.saved' },
  started: { id: 'enrollment.detail.started' },
  notSent: { id: 'enrollment.detail.notSent' },
  role: { id: 'enrollment.detail.role' },
});
