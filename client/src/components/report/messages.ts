import type { MessageDescriptor } from 'react-intl';
import type { QuestionOutcome } from '@app/shared';
import { defineMessages } from '../../i18n/define-messages';

// The report widgets came from the results pages and keep their message ids.

/** The score summary: the total, the comparison with the previous attempt, each section's score. */
export const scoreSummaryMessages = defineMessages({
  total: { id: 'results.report.total' },
  rawTotal: { id: 'results.report.rawTotal' },
  percentCorrect: { id: 'results.report.percentCorrect' },
  totalRange: { id: 'results.report.totalRange' },
  noScore: { id: 'results.report.noScore' },
  sectionScores: { id: 'results.report.sectionScores' },
  scoreRange: { id: 'results.report.scoreRange' },
  raw: { id: 'results.report.raw' },
  previousUp: { id: 'results.report.previousUp' },
  previousDown: { id: 'results.report.previousDown' },
  previousSame: { id: 'results.report.previousSame' },
  counts: { id: 'results.report.counts' },
});

/** One question walked through: the answer, the key and the explanation. */
export const reviewQuestionMessages = defineMessages({
  yourAnswer: { id: 'results.review.yourAnswer' },
  correctAnswer: { id: 'results.review.correctAnswer' },
  noAnswer: { id: 'results.review.noAnswer' },
  explanation: { id: 'results.review.explanation' },
  noExplanation: { id: 'results.review.noExplanation' },
  choices: { id: 'results.review.choices' },
});

/** Correct / Wrong / Omitted / Unscored. */
export const outcomeMessages: Record<QuestionOutcome, MessageDescriptor> = defineMessages({
  correct: { id: 'results.outcome.correct' },
  wrong: { id: 'results.outcome.wrong' },
  omitted: { id: 'results.outcome.omitted' },
  unscored: { id: 'results.outcome.unscored' },
});
