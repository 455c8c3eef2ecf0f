/**
 * Turning the aggregates into the statistics DTO: histogram buckets on each score's scale (empty ones
 * included, so charts of two tests line up), percentages, the multiple-choice answers with every label,
 * and the order of the score types. Pure functions.
 */
import {
  SCORE_TYPES,
  scaleOf,
  type AnswerCountDto,
  type ResultDto,
  type RoutingSplitDto,
  type ScoreBucketDto,
  type ScoreDistributionDto,
  type ScoreScale,
  type ScoreType,
  type QuestionStatDto,
  type TestAnalysisDto,
  type TestVersionId,
} from '@app/shared';
import { outcomeOf } from '../grading';
import type { AnswerCountRecord, OverviewRecord, QuestionCountsRecord, ScoreSummaryRecord } from './statistics.repository';

/** Totals: 400 to 1600 (digital and paper alike). */
export const TOTAL_SCALE: ScoreScale = { min: 400, max: 1600, step: 10 };

/** Bars per histogram: 100-point bars for totals, 50 for sections, 5 for paper test scores. */
const BUCKETS = (scale: ScoreScale) => (scale.max - scale.min >= 600 ? 12 : 6);

/** Buckets of equal width over the scale; the last one also holds the maximum. */
export function histogram(scale: ScoreScale, values: { score: number; count: number }[]): ScoreBucketDto[] {
  const n = BUCKETS(scale);
  const width = (scale.max - scale.min) / n;
  const buckets = Array.from({ length: n }, (_, i) => ({
    from: scale.min + i * width,
    to: i === n - 1 ? scale.max : scale.min + (i + 1) * width - 1,
    count: 0,
  }));
  for (const v of values) {
    const i = Math.min(n - 1, Math.max(0, Math.floor((v.score - scale.min) / width)));
    buckets[i].count += v.count;
  }
  return buckets;
}

const percent = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10;
const oneDecimal = (x: number): number => Math.round(x * 10) / 10;

export function toDistributionDto(r: ScoreSummaryRecord): ScoreDistributionDto {
  const name = r.name as ScoreDistributionDto['name'];
  return {
    name,
    count: r.count,
    mean: r.mean,
    median: r.median,
    min: r.min,
    max: r.max,
    buckets: histogram(name === 'total' ? TOTAL_SCALE : scaleOf(name), r.values),
  };
}

/**
 * Multiple choice: every current label (zeros included), then any answer given that is no longer a label.
 * Grid-in: the given answers as counted (the most frequent ones). Each marked correct by the grader's own
 * check against the key the attempts were graded with.
 */
function answersOf(q: QuestionCountsRecord, given: AnswerCountRecord[], version: TestVersionId): AnswerCountDto[] {
  const counts = new Map(given.map((a) => [a.answer, a.count]));
  const answers = q.type === 'multiple-choice' ? [...new Set([...q.labels, ...counts.keys()])] : [...counts.keys()];
  return answers.map((answer) => ({
    answer,
    count: counts.get(answer) ?? 0,
    correct: outcomeOf({ answerKey: q.answerKey, answer, type: q.type, choiceCount: q.labels.length }, version) === 'correct',
  }));
}

export function toQuestionStatDto(q: QuestionCountsRecord, given: AnswerCountRecord[], version: TestVersionId): QuestionStatDto {
  const { labels: _labels, timeSeconds, ...rest } = q;
  const scored = q.attempts - q.unscored;
  return {
    ...rest,
    percentCorrect: scored === 0 ? null : percent(q.correct, scored),
    omittedRate: percent(q.omitted, q.attempts),
    averageTimeSeconds: oneDecimal(timeSeconds / q.attempts),
    answers: answersOf(q, given, version),
  };
}

const byScoreType = (a: { name: string }, b: { name: string }) => SCORE_TYPES.indexOf(a.name as ScoreType) - SCORE_TYPES.indexOf(b.name as ScoreType);

export interface StatisticsParts {
  target: ResultDto['target'];
  overview: OverviewRecord;
  scores: ScoreSummaryRecord[];
  questions: QuestionCountsRecord[];
  answers: AnswerCountRecord[];
}

export function toTestAnalysisDto(p: StatisticsParts): TestAnalysisDto {
  const answersByQuestion = new Map<string, AnswerCountRecord[]>();
  for (const a of p.answers) {
    const key = `${a.questionId}:${a.modulePosition}`;
    answersByQuestion.set(key, [...(answersByQuestion.get(key) ?? []), a]);
  }
  const questions = p.questions.map((q) =>
    toQuestionStatDto(q, answersByQuestion.get(`${q.questionId}:${q.modulePosition}`) ?? [], p.target.version),
  );
  const answered = p.questions.reduce((n, q) => n + q.attempts, 0);
  const omitted = p.questions.reduce((n, q) => n + q.omitted, 0);
  const seconds = p.questions.reduce((n, q) => n + q.timeSeconds, 0);
  const total = p.scores.find((s) => s.name === 'total');
  return {
    target: p.target,
    attempts: p.overview.attempts,
    students: p.overview.students,
    total: total ? toDistributionDto(total) : null,
    sections: p.scores
      .filter((s) => s.name !== 'total')
      .sort(byScoreType)
      .map(toDistributionDto),
    omittedRate: answered === 0 ? 0 : percent(omitted, answered),
    averageTimeSeconds: answered === 0 ? 0 : oneDecimal(seconds / answered),
    routing: [...p.overview.routing].sort(byScoreType) as RoutingSplitDto[],
    questions,
  };
}
