import type { QuestionStatDto, ScoreDistributionDto } from '@app/shared';

export interface BarSeries {
  labels: string[];
  values: number[];
}

/** A histogram's bars: one per bucket of the scale, empty ones kept so the shape reads right ("400–440"). */
export function histogramBars(distribution: Pick<ScoreDistributionDto, 'buckets'>): BarSeries {
  return {
    labels: distribution.buckets.map((b) => (b.from === b.to ? String(b.from) : `${b.from}–${b.to}`)),
    values: distribution.buckets.map((b) => b.count),
  };
}

/** The question label used on charts and tables: "M1 Q3" style, formatted by the caller (localized). */
export type QuestionLabel = (q: Pick<QuestionStatDto, 'modulePosition' | 'number' | 'route'>) => string;

/**
 * Percent correct per question, in the order the statistics give (module, then question). A question no
 * one answered with a scored answer has no percentage: it shows as 0 on the bars and is listed in `unknown`
 * so the page can say so instead of implying that everyone missed it.
 */
export function percentCorrectBars(questions: readonly QuestionStatDto[], label: QuestionLabel): BarSeries & { unknown: string[] } {
  const labels = questions.map(label);
  return {
    labels,
    values: questions.map((q) => q.percentCorrect ?? 0),
    unknown: questions.flatMap((q, i) => (q.percentCorrect === null ? [labels[i]] : [])),
  };
}

/** A count's share of a whole, 0-100 with one decimal; 0 of nothing is 0. */
export const shareOf = (count: number, whole: number) => (whole > 0 ? Math.round((count / whole) * 1000) / 10 : 0);

/**
 * One question's answer bars: each answer's share of the attempts that had the question (omissions are not
 * answers, so the shares add up to 100 minus the omitted rate for multiple choice).
 */
export function answerShares(question: Pick<QuestionStatDto, 'answers' | 'attempts'>) {
  return question.answers.map((a) => ({ ...a, percent: shareOf(a.count, question.attempts) }));
}

/** The modules of a test's questions, in order, each with its questions (the detail page's groups). */
export function groupByModule<Q extends Pick<QuestionStatDto, 'modulePosition' | 'moduleTitle'>>(questions: readonly Q[]) {
  const groups = new Map<number, { position: number; title: string; questions: Q[] }>();
  for (const q of questions) {
    const group = groups.get(q.modulePosition) ?? { position: q.modulePosition, title: q.moduleTitle, questions: [] };
    group.questions.push(q);
    groups.set(q.modulePosition, group);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position);
}
