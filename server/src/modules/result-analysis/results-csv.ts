/**
 * The export of a test's results: one row per graded attempt (student, times, scores, counts, leaves),
 * then one column per question with that attempt's outcome (empty where the attempt did not have the
 * question: the other route of an adaptive module 2). Headers and outcomes in the caller's language.
 */
import { SCORE_TYPES, type ScoreType } from '@app/shared';
import type { AnalysisRowWithQuestions } from './analysis.repository';
import { localDateTime } from '../../lib/dates';
import { toCsv, type CsvValue } from './csv';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

interface QuestionColumn {
  key: string;
  modulePosition: number;
  number: number;
  questionId: number;
}

const keyOf = (q: { modulePosition: number; questionId: number }) => `${q.modulePosition}:${q.questionId}`;

/** Every question any attempt had, in module then question order. */
function questionColumns(rows: AnalysisRowWithQuestions[]): QuestionColumn[] {
  const columns = new Map<string, QuestionColumn>();
  for (const r of rows)
    for (const q of r.questions)
      if (!columns.has(keyOf(q)))
        columns.set(keyOf(q), { key: keyOf(q), modulePosition: q.modulePosition, number: q.number, questionId: q.questionId });
  return [...columns.values()].sort((a, b) => a.modulePosition - b.modulePosition || a.number - b.number || a.questionId - b.questionId);
}

/** The score types the attempts have, in the shared order. */
const sectionNames = (rows: AnalysisRowWithQuestions[]): string[] =>
  [...new Set(rows.flatMap((r) => r.sections.map((s) => s.name)))].sort(
    (a, b) => SCORE_TYPES.indexOf(a as ScoreType) - SCORE_TYPES.indexOf(b as ScoreType),
  );

/** Times are written in `timeZone` (the caller's own), which the time columns' headers name. */
export function resultsCsv(rows: AnalysisRowWithQuestions[], t: Translate, timeZone: string): string {
  const sections = sectionNames(rows);
  const questions = questionColumns(rows);
  const header: CsvValue[] = [
    t('analysis.csv.student'),
    t('analysis.csv.username'),
    t('analysis.csv.email'),
    t('analysis.csv.started', { zone: timeZone }),
    t('analysis.csv.finished', { zone: timeZone }),
    t('analysis.csv.total'),
    ...sections.flatMap((name) => {
      const section = t(`analysis.score_type.${name}`);
      return [t('analysis.csv.section_scaled', { section }), t('analysis.csv.section_raw', { section })];
    }),
    t('analysis.csv.correct'),
    t('analysis.csv.wrong'),
    t('analysis.csv.omitted'),
    t('analysis.csv.unscored'),
    t('analysis.csv.leaves'),
    ...questions.map((q) => t('analysis.csv.question', { module: q.modulePosition, number: q.number, id: q.questionId })),
  ];
  const body = rows.map((r): CsvValue[] => {
    const scores = new Map(r.sections.map((s) => [s.name, s]));
    const outcomes = new Map(r.questions.map((q) => [keyOf(q), q.outcome]));
    return [
      r.studentName,
      r.username,
      r.email,
      localDateTime(r.startedAt, timeZone),
      localDateTime(r.finishedAt, timeZone),
      r.total,
      ...sections.flatMap((name) => [scores.get(name)?.scaled ?? null, scores.get(name)?.raw ?? null]),
      r.correct,
      r.wrong,
      r.omitted,
      r.unscored,
      r.leaveCount,
      ...questions.map((q) => {
        const outcome = outcomes.get(q.key);
        return outcome ? t(`analysis.outcome.${outcome}`) : null;
      }),
    ];
  });
  return toCsv([header, ...body]);
}
