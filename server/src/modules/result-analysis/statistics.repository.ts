/**
 * A test's statistics, aggregated by PostgreSQL over the graded result snapshots of the test's attempts
 * the caller may see (core/access visibleAttemptsSql): four statements (overview and routing, score summaries with their value
 * counts, per-question counts, answer counts), each one pass over those attempts, taken through the
 * target column's index and filtered before anything is aggregated.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, ModuleRoute, QuestionType, Section } from '@app/shared';
import { queryRows } from '../../lib/sql';
import { TEST_TARGETS } from '../../core/test-targets';
import { visibleAttemptsSql, type Caller } from '../../core/access';

export interface OverviewRecord {
  attempts: number;
  students: number;
  routing: { name: string; easier: number; harder: number }[];
}

export interface ScoreSummaryRecord {
  name: string;
  count: number;
  mean: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  /** How many attempts got each score. */
  values: { score: number; count: number }[];
}

export interface QuestionCountsRecord {
  questionId: number;
  modulePosition: number;
  moduleTitle: string;
  number: number;
  section: Section;
  type: QuestionType;
  domain: string;
  skill: string;
  difficulty: string;
  answerKey: string;
  route: ModuleRoute | null;
  attempts: number;
  correct: number;
  wrong: number;
  omitted: number;
  unscored: number;
  timeSeconds: number;
  /** The question's current choice labels (empty for grid-ins and questions gone from the bank). */
  labels: string[];
}

export interface AnswerCountRecord {
  questionId: number;
  modulePosition: number;
  answer: string;
  count: number;
}

/** The graded attempts of one test the caller sees; `$1` is the target's id, `$2` the caller's. */
const graded = (type: AttemptTargetType, caller: Caller) => `g AS (
  SELECT a.id, a.user_id, r.total, r.sections, r.questions
    FROM attempts a JOIN results r ON r.attempt_id = a.id AND r.status = 'graded'
   WHERE a.${TEST_TARGETS[type].attemptColumn} = $1 AND a.status = 'finished' AND ${visibleAttemptsSql(caller, 2)})`;

const OVERVIEW = `
  SELECT (SELECT count(*)::int FROM g) AS attempts, (SELECT count(DISTINCT user_id)::int FROM g) AS students,
         COALESCE((SELECT json_agg(x ORDER BY x.name) FROM (
           SELECT s->>'name' AS name, count(*) FILTER (WHERE s->>'route' = 'easier')::int AS easier,
                  count(*) FILTER (WHERE s->>'route' = 'harder')::int AS harder
             FROM g, jsonb_array_elements(g.sections) s WHERE s->>'route' IS NOT NULL GROUP BY 1) x), '[]') AS routing`;

// A section without a scaled score (no table) is listed with count 0; `->>` reads a JSON null as NULL.
const SCORES = `,
  scores AS (
    SELECT 'total' AS name, g.total AS score FROM g WHERE g.total IS NOT NULL
    UNION ALL
    SELECT s->>'name', (s->>'scaled')::int FROM g, jsonb_array_elements(g.sections) s),
  hist AS (SELECT name, score, count(*)::int AS n FROM scores WHERE score IS NOT NULL GROUP BY 1, 2)
  SELECT s.name, count(s.score)::int AS count, round(avg(s.score), 1)::float8 AS mean,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY s.score)::float8 AS median, min(s.score) AS min, max(s.score) AS max,
         COALESCE((SELECT json_agg(json_build_object('score', h.score, 'count', h.n) ORDER BY h.score) FROM hist h WHERE h.name = s.name), '[]') AS "values"
    FROM scores s GROUP BY s.name`;

/**
 * Per question: counts by outcome and the time spent. The route of an adaptive module 2 question is its
 * attempt module's (the snapshot keeps it per section only): the few routed modules of these attempts are
 * gathered first and hashed, instead of one lookup per answered question.
 */
const ROUTES = `,
  routes AS MATERIALIZED (
    SELECT m.attempt_id, m.position, m.route FROM attempt_modules m WHERE m.attempt_id IN (SELECT id FROM g) AND m.route IS NOT NULL)`;
const ROUTE_JOIN = `LEFT JOIN routes rt ON rt.attempt_id = g.id AND rt.position = (q->>'modulePosition')::int`;

const questions = (adaptive: boolean) => `${adaptive ? ROUTES : ''}
  SELECT x.*, ARRAY(SELECT c->>'label' FROM questions qq, jsonb_array_elements(qq.choices) c WHERE qq.id = x."questionId" ORDER BY 1) AS labels
    FROM (
      SELECT (q->>'questionId')::int AS "questionId", (q->>'modulePosition')::int AS "modulePosition",
             min(q->>'moduleTitle') AS "moduleTitle", min((q->>'number')::int) AS number, min(q->>'section') AS section,
             min(q->>'type') AS type, min(q->>'domain') AS domain, min(q->>'skill') AS skill, min(q->>'difficulty') AS difficulty,
             max(q->>'answerKey') AS "answerKey", ${adaptive ? 'min(rt.route)' : 'NULL::text'} AS route, count(*)::int AS attempts,
             count(*) FILTER (WHERE q->>'outcome' = 'correct')::int AS correct, count(*) FILTER (WHERE q->>'outcome' = 'wrong')::int AS wrong,
             count(*) FILTER (WHERE q->>'outcome' = 'omitted')::int AS omitted, count(*) FILTER (WHERE q->>'outcome' = 'unscored')::int AS unscored,
             COALESCE(sum((q->>'timeSpentSeconds')::int), 0)::float8 AS "timeSeconds"
        FROM g CROSS JOIN LATERAL jsonb_array_elements(g.questions) q ${adaptive ? ROUTE_JOIN : ''}
       GROUP BY 1, 2
    ) x
   ORDER BY x."modulePosition", x.number, x."questionId"`;

// Every given answer of a multiple-choice question; the `$3` most frequent of a grid-in.
const ANSWERS = `,
  counted AS (
    SELECT (q->>'questionId')::int AS qid, (q->>'modulePosition')::int AS pos, q->>'answer' AS answer, min(q->>'type') AS type, count(*)::int AS n
      FROM g, jsonb_array_elements(g.questions) q WHERE q->>'answer' <> '' GROUP BY 1, 2, 3),
  ranked AS (SELECT *, row_number() OVER (PARTITION BY qid, pos ORDER BY n DESC, answer) AS rank FROM counted)
  SELECT qid AS "questionId", pos AS "modulePosition", answer, n AS count FROM ranked
   WHERE type = 'multiple-choice' OR rank <= $3 ORDER BY qid, pos, rank`;

/** One test's statistics over the attempts `caller` sees. */
export interface StatisticsScope {
  caller: Caller;
  type: AttemptTargetType;
  targetId: number;
}

const withGraded = (s: StatisticsScope, body: string) => `WITH ${graded(s.type, s.caller)}${body}`;
const params = (s: StatisticsScope) => [s.targetId, s.caller.id];

export function statisticsRepository(db: DataSource | EntityManager) {
  return {
    async overview(s: StatisticsScope): Promise<OverviewRecord> {
      return (await queryRows<OverviewRecord>(db, withGraded(s, OVERVIEW), params(s)))[0];
    },
    scores: (s: StatisticsScope) => queryRows<ScoreSummaryRecord>(db, withGraded(s, SCORES), params(s)),
    questions: (s: StatisticsScope) => queryRows<QuestionCountsRecord>(db, withGraded(s, questions(s.type === 'adaptive')), params(s)),
    answers: (s: StatisticsScope, topGridAnswers: number) => queryRows<AnswerCountRecord>(db, withGraded(s, ANSWERS), [...params(s), topGridAnswers]),
  };
}
