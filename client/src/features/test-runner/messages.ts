import { defineMessages } from '../../i18n/define-messages';

/** The top bar: timer, tools, zoom and the More menu. */
export const headerMessages = defineMessages({
  timeRemaining: { id: 'testRunner.header.timeRemaining' },
  hideTimer: { id: 'testRunner.header.hideTimer' },
  showTimer: { id: 'testRunner.header.showTimer' },
  hideTimerLabel: { id: 'testRunner.header.hideTimerLabel' },
  showTimerLabel: { id: 'testRunner.header.showTimerLabel' },
  timerHidden: { id: 'testRunner.header.timerHidden' },
  calculator: { id: 'testRunner.header.calculator' },
  reference: { id: 'testRunner.header.reference' },
  highlighter: { id: 'testRunner.header.highlighter' },
  eliminator: { id: 'testRunner.header.eliminator' },
  more: { id: 'testRunner.header.more' },
  shortcuts: { id: 'testRunner.header.shortcuts' },
  exit: { id: 'testRunner.header.exit' },
  exitTitle: { id: 'testRunner.header.exitTitle' },
  exitBody: { id: 'testRunner.header.exitBody' },
  exitConfirm: { id: 'testRunner.header.exitConfirm' },
});

/** How the runner names a module of an adaptive section. */
export const moduleMessages = defineMessages({
  heading: { id: 'testRunner.module.heading' },
});

/** The directions: the screen opening a section, the top bar's menu, the grid-in panel. */
export const directionsMessages = defineMessages({
  menu: { id: 'testRunner.directions.menu' },
  close: { id: 'testRunner.directions.close' },
  clockRunning: { id: 'testRunner.directions.clockRunning' },
  readingIntro: { id: 'testRunner.directions.readingIntro' },
  readingChoices: { id: 'testRunner.directions.readingChoices' },
  mathIntro: { id: 'testRunner.directions.mathIntro' },
  mathCalculator: { id: 'testRunner.directions.mathCalculator' },
  mathNoCalculator: { id: 'testRunner.directions.mathNoCalculator' },
  mathUnless: { id: 'testRunner.directions.mathUnless' },
  mathReal: { id: 'testRunner.directions.mathReal' },
  mathScale: { id: 'testRunner.directions.mathScale' },
  mathPlane: { id: 'testRunner.directions.mathPlane' },
  mathDomain: { id: 'testRunner.directions.mathDomain' },
  mathAnswering: { id: 'testRunner.directions.mathAnswering' },
  sprTitle: { id: 'testRunner.directions.sprTitle' },
  sprOne: { id: 'testRunner.directions.sprOne' },
  sprLength: { id: 'testRunner.directions.sprLength' },
  sprLengthPaper: { id: 'testRunner.directions.sprLengthPaper' },
  sprFraction: { id: 'testRunner.directions.sprFraction' },
  sprDecimal: { id: 'testRunner.directions.sprDecimal' },
  sprMixed: { id: 'testRunner.directions.sprMixed' },
  sprSymbols: { id: 'testRunner.directions.sprSymbols' },
  sprExamples: { id: 'testRunner.directions.sprExamples' },
  sprAnswer: { id: 'testRunner.directions.sprAnswer' },
  sprAccepted: { id: 'testRunner.directions.sprAccepted' },
  sprRefused: { id: 'testRunner.directions.sprRefused' },
});

/** The countdown's announcements. */
export const timerMessages = defineMessages({
  fiveMinutes: { id: 'testRunner.timer.fiveMinutes' },
  breakRemaining: { id: 'testRunner.timer.breakRemaining' },
});

/** The bottom bar: Back, the navigator button, Next. */
export const footerMessages = defineMessages({
  back: { id: 'testRunner.footer.back' },
  next: { id: 'testRunner.footer.next' },
  questionOf: { id: 'testRunner.footer.questionOf' },
  reviewPage: { id: 'testRunner.footer.reviewPage' },
  saving: { id: 'testRunner.footer.saving' },
  saved: { id: 'testRunner.footer.saved' },
});

/** One question: its panes, number and mark. */
export const questionMessages = defineMessages({
  mark: { id: 'testRunner.question.mark' },
  number: { id: 'testRunner.question.number' },
  gridInLabel: { id: 'testRunner.question.gridInLabel' },
  passage: { id: 'testRunner.question.passage' },
  questionPane: { id: 'testRunner.question.questionPane' },
  splitter: { id: 'testRunner.question.splitter' },
});

/** The question grid (navigator popup and review page). */
export const navigatorMessages = defineMessages({
  region: { id: 'testRunner.navigator.region' },
  title: { id: 'testRunner.navigator.title' },
  legendCurrent: { id: 'testRunner.navigator.legendCurrent' },
  legendUnanswered: { id: 'testRunner.navigator.legendUnanswered' },
  legendAnswered: { id: 'testRunner.navigator.legendAnswered' },
  legendMarked: { id: 'testRunner.navigator.legendMarked' },
  goToReview: { id: 'testRunner.navigator.goToReview' },
  close: { id: 'testRunner.navigator.close' },
  button: { id: 'testRunner.navigator.button' },
});

/** The module review page. */
export const reviewMessages = defineMessages({
  title: { id: 'testRunner.review.title' },
  body: { id: 'testRunner.review.body' },
  summary: { id: 'testRunner.review.summary' },
  submit: { id: 'testRunner.review.submit' },
  confirmTitle: { id: 'testRunner.review.confirmTitle' },
  confirmBody: { id: 'testRunner.review.confirmBody' },
  confirmOk: { id: 'testRunner.review.confirmOk' },
});

/** The break between sections. */
export const breakMessages = defineMessages({
  title: { id: 'testRunner.break.title' },
  body: { id: 'testRunner.break.body' },
  next: { id: 'testRunner.break.next' },
  resume: { id: 'testRunner.break.resume' },
});

/** The end of the test. */
export const finishedMessages = defineMessages({
  title: { id: 'testRunner.finished.title' },
  body: { id: 'testRunner.finished.body' },
  restartedTitle: { id: 'testRunner.finished.restartedTitle' },
  restartedBody: { id: 'testRunner.finished.restartedBody' },
  results: { id: 'testRunner.finished.results' },
  home: { id: 'testRunner.finished.home' },
});

/** The autosave connection banner. */
export const connectionMessages = defineMessages({
  unstable: { id: 'testRunner.connection.unstable' },
  restored: { id: 'testRunner.connection.restored' },
});

/** Notices about the attempt's state. */
export const noticeMessages = defineMessages({
  moduleClosed: { id: 'testRunner.notice.moduleClosed' },
  timeUp: { id: 'testRunner.notice.timeUp' },
  dismiss: { id: 'testRunner.notice.dismiss' },
});

/** The keyboard shortcuts popover. */
export const helpMessages = defineMessages({
  title: { id: 'testRunner.help.title' },
  next: { id: 'testRunner.help.next' },
  previous: { id: 'testRunner.help.previous' },
  choose: { id: 'testRunner.help.choose' },
  mark: { id: 'testRunner.help.mark' },
  eliminator: { id: 'testRunner.help.eliminator' },
  close: { id: 'testRunner.help.close' },
  or: { id: 'testRunner.help.or' },
});

/** The plan's progress line. */
export const progressMessages = defineMessages({
  label: { id: 'testRunner.progress.label' },
  step: { id: 'testRunner.progress.step' },
});

/** The page around the screen: a failed open. */
export const pageMessages = defineMessages({
  loadFailed: { id: 'testRunner.page.loadFailed' },
  retry: { id: 'testRunner.page.retry' },
});
