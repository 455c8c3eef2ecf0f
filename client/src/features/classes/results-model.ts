import type { ClassTestResultsDto, QuestionCorrectDto, ScoreBucketDto } from '@app/shared';

/** Histogram bars of a class test's scores: "400–519" labels and their counts. */
export function distributionBars(buckets: readonly ScoreBucketDto[]): { labels: string[]; values: number[] } {
  return { labels: buckets.map((b) => (b.from === b.to ? String(b.from) : `${b.from}–${b.to}`)), values: buckets.map((b) => b.count) };
}

/** "M1 Q3" labels of the per-question chart, in test order. */
export function questionBars(questions: readonly QuestionCorrectDto[], label: (q: QuestionCorrectDto) => string) {
  const ordered = [...questions].sort((a, b) => a.module - b.module || a.number - b.number);
  return { labels: ordered.map(label), values: ordered.map((q) => (q.answered > 0 ? q.percent_correct : null)) };
}

/** The students who have not started or not finished, each list by name: whom the teacher should nudge. */
export function stragglers(results: Pick<ClassTestResultsDto, 'students'>) {
  return {
    notStarted: results.students.filter((s) => s.progress === 'not_started'),
    inProgress: results.students.filter((s) => s.progress === 'in_progress'),
  };
}

/** The hardest questions first: at most `n` with answers, lowest percent correct first. */
export function hardestQuestions(questions: readonly QuestionCorrectDto[], n = 5): QuestionCorrectDto[] {
  return questions
    .filter((q) => q.answered > 0)
    .sort((a, b) => a.percent_correct - b.percent_correct || a.module - b.module || a.number - b.number)
    .slice(0, n);
}
