import { defineMessages } from '../../i18n/define-messages';

/** The payroll feature's texts (locales/*.json, ids payroll.<group>.<key>). */
export const attendanceMessages = defineMessages({
  present: { id: 'payroll.attendance.present' },
  late: { id: 'payroll.attendance.late' },
  absent: { id: 'payroll.attendance.absent' },
  excused: { id: 'payroll.attendance.excused' },
});

export const methodMessages = defineMessages({
  us_check: { id: 'payroll.method.us_check' },
  taiwan_bank: { id: 'payroll.method.taiwan_bank' },
  wechat: { id: 'payroll.method.wechat' },
  alipay: { id: 'payroll.method.alipay' },
});

export const commonMessages = defineMessages({
  month: { id: 'payroll.common.month' },
  hours: { id: 'payroll.common.hours' },
  minutes: { id: 'payroll.common.minutes' },
  save: { id: 'payroll.common.save' },
  cancel: { id: 'payroll.common.cancel' },
  saved: { id: 'payroll.common.saved' },
  download: { id: 'payroll.common.download' },
  noRate: { id: 'payroll.common.noRate' },
  empty: { id: 'payroll.common.empty' },
});

export const lessonsMessages = defineMessages({
  title: { id: 'payroll.lessons.title' },
  subtitle: { id: 'payroll.lessons.subtitle' },
  colWhen: { id: 'payroll.lessons.colWhen' },
  colStudent: { id: 'payroll.lessons.colStudent' },
  colLog: { id: 'payroll.lessons.colLog' },
  notLogged: { id: 'payroll.lessons.notLogged' },
  cancelled: { id: 'payroll.lessons.cancelled' },
  upcoming: { id: 'payroll.lessons.upcoming' },
  log: { id: 'payroll.lessons.log' },
  edit: { id: 'payroll.lessons.edit' },
  remove: { id: 'payroll.lessons.remove' },
  formTitle: { id: 'payroll.lessons.formTitle' },
  state: { id: 'payroll.lessons.state' },
  topic: { id: 'payroll.lessons.topic' },
  homework: { id: 'payroll.lessons.homework' },
  notes: { id: 'payroll.lessons.notes' },
  paidNote: { id: 'payroll.lessons.paidNote' },
  empty: { id: 'payroll.lessons.empty' },
  minutes: { id: 'payroll.lessons.minutes' },
});

export const billingMessages = defineMessages({
  title: { id: 'payroll.billing.title' },
  intro: { id: 'payroll.billing.intro' },
  officialName: { id: 'payroll.billing.officialName' },
  idNumber: { id: 'payroll.billing.idNumber' },
  idNumberKeep: { id: 'payroll.billing.idNumberKeep' },
  birthDate: { id: 'payroll.billing.birthDate' },
  address: { id: 'payroll.billing.address' },
  method: { id: 'payroll.billing.method' },
  account: { id: 'payroll.billing.account' },
  accountKeep: { id: 'payroll.billing.accountKeep' },
  none: { id: 'payroll.billing.none' },
  encrypted: { id: 'payroll.billing.encrypted' },
});

export const rateMessages = defineMessages({
  title: { id: 'payroll.rate.title' },
  from: { id: 'payroll.rate.from' },
  amount: { id: 'payroll.rate.amount' },
  currency: { id: 'payroll.rate.currency' },
  set: { id: 'payroll.rate.set' },
  none: { id: 'payroll.rate.none' },
  history: { id: 'payroll.rate.history' },
  invalid: { id: 'payroll.rate.invalid' },
});

export const salaryMessages = defineMessages({
  title: { id: 'payroll.salary.title' },
  subtitle: { id: 'payroll.salary.subtitle' },
  xlsx: { id: 'payroll.salary.xlsx' },
  colTeacher: { id: 'payroll.salary.colTeacher' },
  colClass: { id: 'payroll.salary.colClass' },
  colLessons: { id: 'payroll.salary.colLessons' },
  colHours: { id: 'payroll.salary.colHours' },
  colRate: { id: 'payroll.salary.colRate' },
  colAmount: { id: 'payroll.salary.colAmount' },
  payslip: { id: 'payroll.salary.payslip' },
  details: { id: 'payroll.salary.details' },
  noBilling: { id: 'payroll.salary.noBilling' },
  total: { id: 'payroll.salary.total' },
  empty: { id: 'payroll.salary.empty' },
  back: { id: 'payroll.salary.back' },
});

export const payMessages = defineMessages({
  title: { id: 'payroll.pay.title' },
  subtitle: { id: 'payroll.pay.subtitle' },
  teacherTitle: { id: 'payroll.pay.teacherTitle' },
  payslip: { id: 'payroll.pay.payslip' },
  pdf: { id: 'payroll.pay.pdf' },
  classHours: { id: 'payroll.pay.classHours' },
  lessonHours: { id: 'payroll.pay.lessonHours' },
  hours: { id: 'payroll.pay.hours' },
  rate: { id: 'payroll.pay.rate' },
  amount: { id: 'payroll.pay.amount' },
  colDate: { id: 'payroll.pay.colDate' },
  colKind: { id: 'payroll.pay.colKind' },
  colWhat: { id: 'payroll.pay.colWhat' },
  colTopic: { id: 'payroll.pay.colTopic' },
  kindClass: { id: 'payroll.pay.kindClass' },
  kindLesson: { id: 'payroll.pay.kindLesson' },
  noLines: { id: 'payroll.pay.noLines' },
  rule: { id: 'payroll.pay.rule' },
});

export const progressMessages = defineMessages({
  title: { id: 'payroll.progress.title' },
  back: { id: 'payroll.progress.back' },
  student: { id: 'payroll.progress.student' },
  pickStudent: { id: 'payroll.progress.pickStudent' },
  noStudents: { id: 'payroll.progress.noStudents' },
  attendance: { id: 'payroll.progress.attendance' },
  noAttendance: { id: 'payroll.progress.noAttendance' },
  privateLesson: { id: 'payroll.progress.privateLesson' },
  scores: { id: 'payroll.progress.scores' },
  noScores: { id: 'payroll.progress.noScores' },
  comment: { id: 'payroll.progress.comment' },
  commentHelp: { id: 'payroll.progress.commentHelp' },
  send: { id: 'payroll.progress.send' },
  sent: { id: 'payroll.progress.sent' },
  parents: { id: 'payroll.progress.parents' },
  noParents: { id: 'payroll.progress.noParents' },
  history: { id: 'payroll.progress.history' },
  sentTo: { id: 'payroll.progress.sentTo' },
  pdf: { id: 'payroll.progress.pdf' },
  link: { id: 'payroll.progress.link' },
});

/** The link from a course's page (courses feature) to its progress reports. */
export const progressLinkMessage = progressMessages.link;
