import type { MessageDescriptor } from 'react-intl';
import type { ResultStatus } from '@app/shared';
import { defineMessages } from '../../i18n/define-messages';
import type { ResultsType } from './list-query';

export const listMessages = defineMessages({
  title: { id: 'results.list.title' },
  subtitle: { id: 'results.list.subtitle' },
  type: { id: 'results.list.type' },
  empty: { id: 'results.list.empty' },
  test: { id: 'results.list.test' },
  date: { id: 'results.list.date' },
  total: { id: 'results.list.total' },
  rawScore: { id: 'results.list.rawScore' },
  sections: { id: 'results.list.sections' },
  status: { id: 'results.list.status' },
  leaves: { id: 'results.list.leaves' },
  report: { id: 'results.list.report' },
  viewReport: { id: 'results.list.viewReport' },
  performance: { id: 'results.list.performance' },
});

/** The type filter's options; '' is every kind of test. */
export const typeMessages: Record<ResultsType | '', MessageDescriptor> = defineMessages({
  '': { id: 'results.type.all' },
  composePractices: { id: 'results.type.composePractices' },
  practice: { id: 'results.type.practice' },
  adaptive: { id: 'results.type.adaptive' },
});

export const statusMessages: Record<ResultStatus, MessageDescriptor> = defineMessages({
  grading: { id: 'results.status.grading' },
  graded: { id: 'results.status.graded' },
});

export const reportMessages = defineMessages({
  title: { id: 'results.report.title' },
  finished: { id: 'results.report.finished' },
  grading: { id: 'results.report.grading' },
  gradingHint: { id: 'results.report.gradingHint' },
  leaves: { id: 'results.report.leaves' },
  review: { id: 'results.report.review' },
  allResults: { id: 'results.report.allResults' },
  retry: { id: 'results.report.retry' },
});

export const breakdownMessages = defineMessages({
  title: { id: 'results.breakdown.title' },
  correctOf: { id: 'results.breakdown.correctOf' },
  skills: { id: 'results.breakdown.skills' },
});

export const questionTableMessages = defineMessages({
  title: { id: 'results.questions.title' },
  number: { id: 'results.questions.number' },
  module: { id: 'results.questions.module' },
  answer: { id: 'results.questions.answer' },
  key: { id: 'results.questions.key' },
  outcome: { id: 'results.questions.outcome' },
  time: { id: 'results.questions.time' },
  marked: { id: 'results.questions.marked' },
  markedYes: { id: 'results.questions.markedYes' },
  open: { id: 'results.questions.open' },
});

export const pdfMessages = defineMessages({
  download: { id: 'results.pdf.download' },
  locked: { id: 'results.pdf.locked' },
  back: { id: 'results.pdf.back' },
});

export const reviewMessages = defineMessages({
  title: { id: 'results.review.title' },
  question: { id: 'results.review.question' },
  questionList: { id: 'results.review.questionList' },
  previous: { id: 'results.review.previous' },
  next: { id: 'results.review.next' },
  backToReport: { id: 'results.review.backToReport' },
  empty: { id: 'results.review.empty' },
});

export const explanationMessages = defineMessages({
  title: { id: 'results.explanation.title' },
  classLocked: { id: 'results.explanation.classLocked' },
});

export const performanceMessages = defineMessages({
  title: { id: 'results.performance.title' },
  subtitle: { id: 'results.performance.subtitle' },
  scores: { id: 'results.performance.scores' },
  scoresChart: { id: 'results.performance.scoresChart' },
  domains: { id: 'results.performance.domains' },
  domainsChart: { id: 'results.performance.domainsChart' },
  total: { id: 'results.performance.total' },
  percent: { id: 'results.performance.percent' },
  loading: { id: 'results.performance.loading' },
  empty: { id: 'results.performance.empty' },
  emptyHint: { id: 'results.performance.emptyHint' },
  practice: { id: 'results.performance.practice' },
});
