import { defineMessages } from '../../i18n/define-messages';

// Texts of the teacher grading pages (queue, grading form) and the student's panel and feedback view.
export const serviceMessages = defineMessages({
  score: { id: 'teacherGrading.service.score' },
  simple_comments: { id: 'teacherGrading.service.simple_comments' },
  vip_comments: { id: 'teacherGrading.service.vip_comments' },
});

export const serviceDescriptions = defineMessages({
  score: { id: 'teacherGrading.serviceInfo.score' },
  simple_comments: { id: 'teacherGrading.serviceInfo.simple_comments' },
  vip_comments: { id: 'teacherGrading.serviceInfo.vip_comments' },
});

/** What a service gives on a machine-scored test, where the teacher reviews and gives no score. */
export const reviewDescriptions = defineMessages({
  simple_comments: { id: 'teacherGrading.serviceInfo.review.simple_comments' },
  vip_comments: { id: 'teacherGrading.serviceInfo.review.vip_comments' },
});

export const statusMessages = defineMessages({
  pending: { id: 'teacherGrading.status.pending' },
  in_review: { id: 'teacherGrading.status.in_review' },
  done: { id: 'teacherGrading.status.done' },
});

export const queueMessages = defineMessages({
  title: { id: 'teacherGrading.queue.title' },
  tabs: { id: 'teacherGrading.queue.tabs' },
  target: { id: 'teacherGrading.queue.target' },
  emptyPending: { id: 'teacherGrading.queue.emptyPending' },
  emptyInReview: { id: 'teacherGrading.queue.emptyInReview' },
  emptyDone: { id: 'teacherGrading.queue.emptyDone' },
  colStudent: { id: 'teacherGrading.queue.colStudent' },
  colTest: { id: 'teacherGrading.queue.colTest' },
  colService: { id: 'teacherGrading.queue.colService' },
  colOrdered: { id: 'teacherGrading.queue.colOrdered' },
  colDue: { id: 'teacherGrading.queue.colDue' },
  colTeacher: { id: 'teacherGrading.queue.colTeacher' },
  colActions: { id: 'teacherGrading.queue.colActions' },
  priority: { id: 'teacherGrading.queue.priority' },
  overdue: { id: 'teacherGrading.queue.overdue' },
  soon: { id: 'teacherGrading.queue.soon' },
  claim: { id: 'teacherGrading.queue.claim' },
  open: { id: 'teacherGrading.queue.open' },
  claimed: { id: 'teacherGrading.queue.claimed' },
});

export const orderMessages = defineMessages({
  title: { id: 'teacherGrading.order.title' },
  back: { id: 'teacherGrading.order.back' },
  student: { id: 'teacherGrading.order.student' },
  test: { id: 'teacherGrading.order.test' },
  service: { id: 'teacherGrading.order.service' },
  ordered: { id: 'teacherGrading.order.ordered' },
  due: { id: 'teacherGrading.order.due' },
  teacher: { id: 'teacherGrading.order.teacher' },
  claimFirst: { id: 'teacherGrading.order.claimFirst' },
  noResult: { id: 'teacherGrading.order.noResult' },
  answers: { id: 'teacherGrading.order.answers' },
  question: { id: 'teacherGrading.order.question' },
});

export const formMessages = defineMessages({
  title: { id: 'teacherGrading.form.title' },
  score: { id: 'teacherGrading.form.score' },
  scoreHelp: { id: 'teacherGrading.form.scoreHelp' },
  comments: { id: 'teacherGrading.form.comments' },
  questionComment: { id: 'teacherGrading.form.questionComment' },
  questionCommentsHelp: { id: 'teacherGrading.form.questionCommentsHelp' },
  submit: { id: 'teacherGrading.form.submit' },
  sent: { id: 'teacherGrading.form.sent' },
  reviewTitle: { id: 'teacherGrading.form.reviewTitle' },
  reviewNote: { id: 'teacherGrading.form.reviewNote' },
  reviewSent: { id: 'teacherGrading.form.reviewSent' },
});

export const feedbackMessages = defineMessages({
  title: { id: 'teacherGrading.feedback.title' },
  score: { id: 'teacherGrading.feedback.score' },
  comments: { id: 'teacherGrading.feedback.comments' },
  questionComments: { id: 'teacherGrading.feedback.questionComments' },
  question: { id: 'teacherGrading.feedback.question' },
  questionById: { id: 'teacherGrading.feedback.questionById' },
  by: { id: 'teacherGrading.feedback.by' },
  reviewTitle: { id: 'teacherGrading.feedback.reviewTitle' },
  reviewBy: { id: 'teacherGrading.feedback.reviewBy' },
  pending: { id: 'teacherGrading.feedback.pending' },
  inReview: { id: 'teacherGrading.feedback.inReview' },
});

export const panelMessages = defineMessages({
  title: { id: 'teacherGrading.panel.title' },
  intro: { id: 'teacherGrading.panel.intro' },
  reviewTitle: { id: 'teacherGrading.panel.reviewTitle' },
  reviewIntro: { id: 'teacherGrading.panel.reviewIntro' },
  proPerks: { id: 'teacherGrading.panel.proPerks' },
  listPrice: { id: 'teacherGrading.panel.listPrice' },
  order: { id: 'teacherGrading.panel.order' },
  confirmTitle: { id: 'teacherGrading.panel.confirmTitle' },
  confirmBody: { id: 'teacherGrading.panel.confirmBody' },
  confirm: { id: 'teacherGrading.panel.confirm' },
  ordered: { id: 'teacherGrading.panel.ordered' },
});

/** The section of the score report that holds the order panel and the feedback (its id is from the report). */
export const sectionMessages = defineMessages({
  label: { id: 'results.report.teacherGrading' },
});
