/**
 * Grading as a pure function of what the attempt took: each response through the shared answer check,
 * raw scores per score type, scaled through the target's tables (per route for adaptive sets), the total,
 * the domain and skill breakdown, and each question's outcome and time.
 */
import {
  gradeAnswer,
  scaledScore,
  sectionsOfScoreType,
  SCORE_TYPES_BY_VERSION,
  type BreakdownDto,
  type QuestionOutcome,
  type ResultQuestionDto,
  type ScoreType,
  type SectionScoreDto,
  type TestVersionId,
} from '@app/shared';
import type { ScoreTableRecord } from '../score-tables';
import type { GradingInput, GradingQuestion } from './grading.repository';

export interface GradedResult {
  total: number | null;
  sections: SectionScoreDto[];
  domains: BreakdownDto[];
  skills: BreakdownDto[];
  questions: ResultQuestionDto[];
  counts: Record<'correct' | 'wrong' | 'omitted' | 'unscored', number>;
}

/** The answer check decides: a `*` key counts for no one (unscored), a free point for everyone (correct, even blank). */
export function outcomeOf(q: Pick<GradingQuestion, 'answerKey' | 'answer' | 'type' | 'choiceCount'>, version: TestVersionId): QuestionOutcome {
  const { correct, reason } = gradeAnswer(q.answerKey, q.answer, { type: q.type, choiceCount: q.choiceCount, version });
  if (reason === 'no-right-answer') return 'unscored';
  if (correct) return 'correct';
  return reason === 'blank' ? 'omitted' : 'wrong';
}

const toQuestionDto = (q: GradingQuestion, outcome: QuestionOutcome): ResultQuestionDto => ({
  questionId: q.questionId,
  number: q.number,
  modulePosition: q.modulePosition,
  moduleTitle: q.moduleTitle,
  section: q.section,
  type: q.type,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  answer: q.answer,
  answerKey: q.answerKey,
  outcome,
  marked: q.marked,
  timeSpentSeconds: q.timeSpentSeconds,
});

function sectionScore(type: ScoreType, questions: ResultQuestionDto[], modules: GradingQuestion[], input: GradingInput): SectionScoreDto | null {
  const { version, targetType } = input.attempt;
  const sections = sectionsOfScoreType(type, version);
  const of = questions.filter((q) => sections.includes(q.section));
  if (of.length === 0) return null;
  const scored = of.filter((q) => q.outcome !== 'unscored');
  const raw = scored.filter((q) => q.outcome === 'correct').length;
  // Adaptive sets keep one table per route: the module 2 this section was routed to picks it.
  const route = targetType === 'adaptive' ? (modules.find((m) => m.stage === 'module2' && sections.includes(m.section))?.route ?? null) : null;
  const table: ScoreTableRecord | undefined = input.tables.find((t) => t.type === type && t.route === route);
  const scaled = table ? scaledScore(table.rows, raw) : null;
  return {
    name: type,
    raw,
    maxRaw: scored.length,
    scaled: scaled?.scaled ?? null,
    lower: scaled?.lower ?? null,
    upper: scaled?.upper ?? null,
    route,
  };
}

/**
 * Digital: Reading and Writing + Math. Paper: (Reading + Writing and Language test scores) x 10 + Math.
 * Null unless every score type of the version was taken and scaled (a single-section practice has no total).
 */
export function totalOf(version: TestVersionId, sections: SectionScoreDto[]): number | null {
  const scaled = new Map(sections.map((s) => [s.name, s.scaled]));
  const parts = SCORE_TYPES_BY_VERSION[version].map((t) => scaled.get(t) ?? null);
  if (parts.some((p) => p === null)) return null;
  const [a, b, c] = parts as number[];
  return version === 'digital' ? a + b : (a + b) * 10 + c;
}

/** Correct and total per (section, name), in the order the questions came; unscored questions count in neither. */
function breakdown(questions: ResultQuestionDto[], by: 'domain' | 'skill'): BreakdownDto[] {
  const rows = new Map<string, BreakdownDto>();
  for (const q of questions) {
    if (q.outcome === 'unscored') continue;
    const key = `${q.section}\u0000${q[by]}`;
    const row = rows.get(key) ?? { name: q[by], section: q.section, correct: 0, total: 0 };
    row.total++;
    if (q.outcome === 'correct') row.correct++;
    rows.set(key, row);
  }
  return [...rows.values()];
}

export function gradeResult(input: GradingInput): GradedResult {
  const { version } = input.attempt;
  const questions = input.questions.map((q) => toQuestionDto(q, outcomeOf(q, version)));
  const sections = SCORE_TYPES_BY_VERSION[version]
    .map((type) => sectionScore(type, questions, input.questions, input))
    .filter((s): s is SectionScoreDto => s !== null);
  const counts = { correct: 0, wrong: 0, omitted: 0, unscored: 0 };
  for (const q of questions) counts[q.outcome]++;
  return {
    total: totalOf(version, sections),
    sections,
    domains: breakdown(questions, 'domain'),
    skills: breakdown(questions, 'skill'),
    questions,
    counts,
  };
}
