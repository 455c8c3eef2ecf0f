import type { MessageDescriptor } from 'react-intl';
import type { ActivityAction } from '@app/shared';
import { defineMessages } from '../../i18n/define-messages';

// Texts of the admin user-management, log, transaction, analytics and student pages.

/** The period fields of the log and transaction filters (the list states' texts: components/lists). */
export const listMessages = defineMessages({
  from: { id: 'adminUsers.list.from' },
  to: { id: 'adminUsers.list.to' },
});

export const usersMessages = defineMessages({
  title: { id: 'adminUsers.users.title' },
  search: { id: 'adminUsers.users.search' },
  searchPlaceholder: { id: 'adminUsers.users.searchPlaceholder' },
  role: { id: 'adminUsers.users.role' },
  anyRole: { id: 'adminUsers.users.anyRole' },
  empty: { id: 'adminUsers.users.empty' },
  colUsername: { id: 'adminUsers.users.colUsername' },
  colUser: { id: 'adminUsers.users.colUser' },
  colContact: { id: 'adminUsers.users.colContact' },
  colName: { id: 'adminUsers.users.colName' },
  colEmail: { id: 'adminUsers.users.colEmail' },
  colPhone: { id: 'adminUsers.users.colPhone' },
  colRoles: { id: 'adminUsers.users.colRoles' },
  colJoined: { id: 'adminUsers.users.colJoined' },
  colBalance: { id: 'adminUsers.users.colBalance' },
  colPro: { id: 'adminUsers.users.colPro' },
});

export const proMessages = defineMessages({
  badge: { id: 'adminUsers.pro.badge' },
  until: { id: 'adminUsers.pro.until' },
  noExpiry: { id: 'adminUsers.pro.noExpiry' },
  free: { id: 'adminUsers.pro.free' },
});

export const detailMessages = defineMessages({
  title: { id: 'adminUsers.detail.title' },
  back: { id: 'adminUsers.detail.back' },
  profile: { id: 'adminUsers.detail.profile' },
  verified: { id: 'adminUsers.detail.verified' },
  unverified: { id: 'adminUsers.detail.unverified' },
  id: { id: 'adminUsers.detail.id' },
});

export const rolesMessages = defineMessages({
  title: { id: 'adminUsers.roles.title' },
  legend: { id: 'adminUsers.roles.legend' },
  save: { id: 'adminUsers.roles.save' },
  saved: { id: 'adminUsers.roles.saved' },
  ownLocked: { id: 'adminUsers.roles.ownLocked' },
  proHint: { id: 'adminUsers.roles.proHint' },
});

export const graderMessages = defineMessages({
  title: { id: 'adminUsers.grader.title' },
  label: { id: 'adminUsers.grader.label' },
  hint: { id: 'adminUsers.grader.hint' },
  teachersOnly: { id: 'adminUsers.grader.teachersOnly' },
  granted: { id: 'adminUsers.grader.granted' },
  revoked: { id: 'adminUsers.grader.revoked' },
});

export const proPanelMessages = defineMessages({
  title: { id: 'adminUsers.proPanel.title' },
  date: { id: 'adminUsers.proPanel.date' },
  set: { id: 'adminUsers.proPanel.set' },
  saved: { id: 'adminUsers.proPanel.saved' },
  remove: { id: 'adminUsers.proPanel.remove' },
  removeTitle: { id: 'adminUsers.proPanel.removeTitle' },
  removeBody: { id: 'adminUsers.proPanel.removeBody' },
  removed: { id: 'adminUsers.proPanel.removed' },
  dateRequired: { id: 'adminUsers.proPanel.dateRequired' },
  datePast: { id: 'adminUsers.proPanel.datePast' },
});

export const pointsMessages = defineMessages({
  title: { id: 'adminUsers.points.title' },
  balance: { id: 'adminUsers.points.balance' },
  value: { id: 'adminUsers.points.value' },
  amount: { id: 'adminUsers.points.amount' },
  give: { id: 'adminUsers.points.give' },
  deduct: { id: 'adminUsers.points.deduct' },
  giveTitle: { id: 'adminUsers.points.giveTitle' },
  deductTitle: { id: 'adminUsers.points.deductTitle' },
  giveBody: { id: 'adminUsers.points.giveBody' },
  deductBody: { id: 'adminUsers.points.deductBody' },
  given: { id: 'adminUsers.points.given' },
  deducted: { id: 'adminUsers.points.deducted' },
  notEnough: { id: 'adminUsers.points.notEnough' },
  required: { id: 'adminUsers.points.required' },
  integer: { id: 'adminUsers.points.integer' },
  positive: { id: 'adminUsers.points.positive' },
  max: { id: 'adminUsers.points.max' },
  notes: { id: 'adminUsers.points.notes' },
});

export const examsMessages = defineMessages({
  title: { id: 'adminUsers.exams.title' },
  empty: { id: 'adminUsers.exams.empty' },
  colTest: { id: 'adminUsers.exams.colTest' },
  colStatus: { id: 'adminUsers.exams.colStatus' },
  colStarted: { id: 'adminUsers.exams.colStarted' },
  colFinished: { id: 'adminUsers.exams.colFinished' },
});

export const historyMessages = defineMessages({
  title: { id: 'adminUsers.history.title' },
  all: { id: 'adminUsers.history.all' },
  activity: { id: 'adminUsers.history.activity' },
});

export const deleteMessages = defineMessages({
  title: { id: 'adminUsers.delete.title' },
  body: { id: 'adminUsers.delete.body' },
  button: { id: 'adminUsers.delete.button' },
  confirmTitle: { id: 'adminUsers.delete.confirmTitle' },
  typeLabel: { id: 'adminUsers.delete.typeLabel' },
  done: { id: 'adminUsers.delete.done' },
  self: { id: 'adminUsers.delete.self' },
});

export const logsMessages = defineMessages({
  title: { id: 'adminUsers.logs.title' },
  search: { id: 'adminUsers.logs.search' },
  action: { id: 'adminUsers.logs.action' },
  anyAction: { id: 'adminUsers.logs.anyAction' },
  empty: { id: 'adminUsers.logs.empty' },
  colActor: { id: 'adminUsers.logs.colActor' },
  colAction: { id: 'adminUsers.logs.colAction' },
  colTarget: { id: 'adminUsers.logs.colTarget' },
  colDetails: { id: 'adminUsers.logs.colDetails' },
  colIp: { id: 'adminUsers.logs.colIp' },
  colTime: { id: 'adminUsers.logs.colTime' },
  actor: { id: 'adminUsers.logs.actor' },
  target: { id: 'adminUsers.logs.target' },
  system: { id: 'adminUsers.logs.system' },
});

export const transactionsMessages = defineMessages({
  title: { id: 'adminUsers.transactions.title' },
  category: { id: 'adminUsers.transactions.category' },
  anyCategory: { id: 'adminUsers.transactions.anyCategory' },
  income: { id: 'adminUsers.transactions.income' },
  expense: { id: 'adminUsers.transactions.expense' },
  unit: { id: 'adminUsers.transactions.unit' },
  anyUnit: { id: 'adminUsers.transactions.anyUnit' },
  unitPoint: { id: 'adminUsers.transactions.unitPoint' },
  user: { id: 'adminUsers.transactions.user' },
  anyUser: { id: 'adminUsers.transactions.anyUser' },
  empty: { id: 'adminUsers.transactions.empty' },
  colUser: { id: 'adminUsers.transactions.colUser' },
  colCategory: { id: 'adminUsers.transactions.colCategory' },
  colAmount: { id: 'adminUsers.transactions.colAmount' },
  colType: { id: 'adminUsers.transactions.colType' },
  colNotes: { id: 'adminUsers.transactions.colNotes' },
  colDate: { id: 'adminUsers.transactions.colDate' },
  type: { id: 'adminUsers.transactions.type' },
  anyType: { id: 'adminUsers.transactions.anyType' },
});

export const analyticsMessages = defineMessages({
  title: { id: 'adminUsers.analytics.title' },
  userExams: { id: 'adminUsers.analytics.userExams' },
  transactions: { id: 'adminUsers.analytics.transactions' },
  orders: { id: 'adminUsers.analytics.orders' },
  today: { id: 'adminUsers.analytics.today' },
  chartType: { id: 'adminUsers.analytics.chartType' },
  line: { id: 'adminUsers.analytics.line' },
  bar: { id: 'adminUsers.analytics.bar' },
  chartLabel: { id: 'adminUsers.analytics.chartLabel' },
  colDate: { id: 'adminUsers.analytics.colDate' },
  empty: { id: 'adminUsers.analytics.empty' },
  chartLoading: { id: 'adminUsers.analytics.chartLoading' },
  timezone: { id: 'adminUsers.analytics.timezone' },
  days: { id: 'adminUsers.analytics.days' },
  lastDays: { id: 'adminUsers.analytics.lastDays' },
});

export const studentsMessages = defineMessages({
  title: { id: 'adminUsers.students.title' },
  search: { id: 'adminUsers.students.search' },
  empty: { id: 'adminUsers.students.empty' },
  colJoined: { id: 'adminUsers.students.colJoined' },
  colStarted: { id: 'adminUsers.students.colStarted' },
  colFinished: { id: 'adminUsers.students.colFinished' },
  colLast: { id: 'adminUsers.students.colLast' },
});

/** Attempt statuses (UserExamDto.status). */
export const examStatusMessages = defineMessages({
  in_progress: { id: 'adminUsers.examStatus.in_progress' },
  on_break: { id: 'adminUsers.examStatus.on_break' },
  finished: { id: 'adminUsers.examStatus.finished' },
  abandoned: { id: 'adminUsers.examStatus.abandoned' },
});

/** Attempt categories (UserExamDto.category). */
export const examCategoryMessages = defineMessages({
  full: { id: 'adminUsers.examCategory.full' },
  section: { id: 'adminUsers.examCategory.section' },
});

/** Activity log actions, by ActivityAction value (typed by it, so a new action needs its label here). */
export const actionMessages: Record<ActivityAction, MessageDescriptor> = defineMessages({
  'auth.login': { id: 'adminUsers.action.auth.login' },
  'auth.partner-login': { id: 'adminUsers.action.auth.partner-login' },
  'admin.roles.update': { id: 'adminUsers.action.admin.roles.update' },
  'admin.pro.set': { id: 'adminUsers.action.admin.pro.set' },
  'admin.pro.remove': { id: 'adminUsers.action.admin.pro.remove' },
  'admin.grader.grant': { id: 'adminUsers.action.admin.grader.grant' },
  'admin.grader.revoke': { id: 'adminUsers.action.admin.grader.revoke' },
  'admin.points.give': { id: 'adminUsers.action.admin.points.give' },
  'admin.points.deduct': { id: 'adminUsers.action.admin.points.deduct' },
  'admin.user.delete': { id: 'adminUsers.action.admin.user.delete' },
  'account.destroy': { id: 'adminUsers.action.account.destroy' },
  'company.user.remove': { id: 'adminUsers.action.company.user.remove' },
  'grading.claim': { id: 'adminUsers.action.grading.claim' },
  'grading.complete': { id: 'adminUsers.action.grading.complete' },
  'regrade.run': { id: 'adminUsers.action.regrade.run' },
  'course.create': { id: 'adminUsers.action.course.create' },
  'course.update': { id: 'adminUsers.action.course.update' },
  'course.request.answer': { id: 'adminUsers.action.course.request.answer' },
  'course.session.create': { id: 'adminUsers.action.course.session.create' },
  'course.session.update': { id: 'adminUsers.action.course.session.update' },
  'course.session.delete': { id: 'adminUsers.action.course.session.delete' },
  'course.meeting.cancel': { id: 'adminUsers.action.course.meeting.cancel' },
  'course.meeting.restore': { id: 'adminUsers.action.course.meeting.restore' },
  'course.makeup.add': { id: 'adminUsers.action.course.makeup.add' },
  'course.makeup.delete': { id: 'adminUsers.action.course.makeup.delete' },
  'private-lesson.book': { id: 'adminUsers.action.private-lesson.book' },
  'private-lesson.cancel': { id: 'adminUsers.action.private-lesson.cancel' },
  'course.template.create': { id: 'adminUsers.action.course.template.create' },
  'course.template.delete': { id: 'adminUsers.action.course.template.delete' },
  'company.create': { id: 'adminUsers.action.company.create' },
  'company.update': { id: 'adminUsers.action.company.update' },
  'company.code.renew': { id: 'adminUsers.action.company.code.renew' },
  'company.user.add': { id: 'adminUsers.action.company.user.add' },
  'company.join': { id: 'adminUsers.action.company.join' },
  'placement.create': { id: 'adminUsers.action.placement.create' },
  'placement.delete': { id: 'adminUsers.action.placement.delete' },
  'tuition.save': { id: 'adminUsers.action.tuition.save' },
  'tuition.payment.create': { id: 'adminUsers.action.tuition.payment.create' },
  'tuition.payment.delete': { id: 'adminUsers.action.tuition.payment.delete' },
  'enrollment.start': { id: 'adminUsers.action.enrollment.start' },
  'enrollment.save': { id: 'adminUsers.action.enrollment.save' },
  'enrollment.submit': { id: 'adminUsers.action.enrollment.submit' },
  'enrollment.read': { id: 'adminUsers.action.enrollment.read' },
  'enrollment.update': { id: 'adminUsers.action.enrollment.update' },
  'private-lesson.log': { id: 'adminUsers.action.private-lesson.log' },
  'private-lesson.log.delete': { id: 'adminUsers.action.private-lesson.log.delete' },
  'teacher.billing.update': { id: 'adminUsers.action.teacher.billing.update' },
  'teacher.rate.set': { id: 'adminUsers.action.teacher.rate.set' },
  'progress-report.send': { id: 'adminUsers.action.progress-report.send' },
});

/** Analytics metrics, by the field names of the analytics rows. */
export const metricMessages = defineMessages({
  started: { id: 'adminUsers.metric.started' },
  finished: { id: 'adminUsers.metric.finished' },
  takers: { id: 'adminUsers.metric.takers' },
  income: { id: 'adminUsers.metric.income' },
  expense: { id: 'adminUsers.metric.expense' },
  count: { id: 'adminUsers.metric.count' },
  orders: { id: 'adminUsers.metric.orders' },
  plan_purchases: { id: 'adminUsers.metric.plan_purchases' },
  plan_points: { id: 'adminUsers.metric.plan_points' },
  grading_orders: { id: 'adminUsers.metric.grading_orders' },
  grading_points: { id: 'adminUsers.metric.grading_points' },
  payments: { id: 'adminUsers.metric.payments' },
  payments_paid: { id: 'adminUsers.metric.payments_paid' },
  coins_sold: { id: 'adminUsers.metric.coins_sold' },
});

/** Role names, as the profile page words them. */
export const roleMessages = defineMessages({
  'super-admin': { id: 'profile.roles.superAdmin' },
  admin: { id: 'profile.roles.admin' },
  teacher: { id: 'profile.roles.teacher' },
  'company-admin': { id: 'profile.roles.companyAdmin' },
  parent: { id: 'profile.roles.parent' },
  student: { id: 'profile.roles.student' },
  pro: { id: 'profile.roles.pro' },
});
