/**
 * Finished attempts of the seeded adaptive digital SAT (98 questions each), for the grading bench,
 * written in bulk with SQL: thousands of them exist in a second, instead of minutes of runner API calls.
 * They are what the runner leaves behind at the last submit: the attempt 'finished' on the plan the
 * attempts module takes (takePlan), its four submitted modules with module 2 routed by the module 1
 * score, the saved answers, and the results row in its 'grading' marker state, exactly as
 * markForGrading writes it. Each response is chosen from the seed content (its right or its known wrong
 * response, or left blank), so the expected outcome counts are known without asking the grader.
 */
import type { DataSource } from 'typeorm';
import type { ModuleRoute } from '@app/shared';
import type { AppConfig } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { takePlan, type PlanStep } from '../src/modules/attempts/attempt-plan';
import { SAMPLE_ADAPTIVE_TEST } from '../src/seeds/content';
import type { SeedModule } from '../src/seeds/content/types';
import { rightResponseOf } from '../src/seeds/content/validate-content';
import { runSeeds } from '../src/seeds/run-seeds';
import type { Taker } from './bench-takers';

export interface ExpectedResult {
  attemptId: number;
  correct: number;
  wrong: number;
  omitted: number;
  /** The module 2 route of each section, in plan order. */
  routes: ModuleRoute[];
}

type Response = 'right' | 'wrong' | 'blank';

/** Question g (0..97, in test order) of attempt i: 3 right, 1 wrong, 1 blank in every 5, shifted per attempt. */
const responseOf = (i: number, g: number): Response => (['right', 'right', 'right', 'wrong', 'blank'] as const)[(i + g) % 5];

interface SeededTest {
  setId: number;
  plan: PlanStep[];
  questionIds: Map<string, number>;
  /** The seed module of each practice id. */
  modules: Map<number, SeedModule>;
}

/** Seeds the sample content as the app does at every start (idempotent) and reads the adaptive test's plan. */
async function seededTest(ds: DataSource, config: Readonly<AppConfig>): Promise<SeededTest> {
  await runSeeds(ds, config, createLogger('silent'));
  const rows: { slug: string; entity_id: number }[] = await ds.query(`SELECT slug, entity_id FROM seed_registry`);
  const ids = new Map(rows.map((r) => [r.slug, r.entity_id]));
  const setId = ids.get(`adaptive-set:${SAMPLE_ADAPTIVE_TEST.slug}`);
  if (!setId) throw new Error(`${SAMPLE_ADAPTIVE_TEST.slug} was not seeded`);
  const modules = new Map<number, SeedModule>();
  for (const s of SAMPLE_ADAPTIVE_TEST.sections) for (const m of [s.module1, s.easier, s.harder]) modules.set(ids.get(`practice:${m.slug}`)!, m);
  const plan = await ds.transaction((m) => takePlan(m, 'adaptive', setId, new Date()));
  const questionIds = new Map([...ids].filter(([slug]) => slug.startsWith('question:')).map(([slug, id]) => [slug.slice('question:'.length), id]));
  return { setId, plan, questionIds, modules };
}

interface ModuleRow {
  attemptIndex: number;
  position: number;
  practiceId: number;
  section: string;
  stage: string;
  route: ModuleRoute | null;
  correctCount: number | null;
  answers: { questionId: number; answer: string; seq: number }[];
}

/** Attempt i's four modules and answers, module 2 routed as the runner routes it (module 1 correct count >= threshold: harder). */
function takeTest(test: SeededTest, i: number): { modules: ModuleRow[]; expected: Omit<ExpectedResult, 'attemptId'> } {
  const expected = { correct: 0, wrong: 0, omitted: 0, routes: [] as ModuleRoute[] };
  const modules: ModuleRow[] = [];
  let g = 0;
  let module1Correct = 0;
  let threshold = 0;
  for (const step of test.plan) {
    const route: ModuleRoute | null = step.stage === 'module2' ? (module1Correct >= threshold ? 'harder' : 'easier') : null;
    const practiceId = step.form?.practiceId ?? step.routes![route!].practiceId;
    const seed = test.modules.get(practiceId)!;
    const answers: ModuleRow['answers'] = [];
    let correct = 0;
    for (const q of seed.questions) {
      const response = responseOf(i, g++);
      if (response === 'blank') expected.omitted++;
      else {
        if (response === 'right') correct++;
        else expected.wrong++;
        answers.push({ questionId: test.questionIds.get(q.slug)!, answer: response === 'right' ? rightResponseOf(q) : q.wrongResponse, seq: g });
      }
    }
    expected.correct += correct;
    if (step.stage === 'module1') [module1Correct, threshold] = [correct, step.routingThreshold ?? 0];
    if (route) expected.routes.push(route);
    modules.push({
      attemptIndex: i,
      position: step.position,
      practiceId,
      section: step.section,
      stage: step.stage,
      route,
      correctCount: step.stage === 'module1' ? correct : null,
      answers,
    });
  }
  return { modules, expected };
}

/**
 * One finished attempt of the seeded adaptive test per taker (their earlier attempts must be gone:
 * createTakers deletes them), each with its results marker; answers what each result must say once graded.
 */
export async function finishedAdaptiveAttempts(ds: DataSource, config: Readonly<AppConfig>, takers: Taker[]): Promise<ExpectedResult[]> {
  const test = await seededTest(ds, config);
  const finishedAt = new Date();
  const startedAt = new Date(finishedAt.getTime() - 3 * 3600_000);
  const attempts: { id: number; user_id: number }[] = await ds.query(
    `INSERT INTO attempts (user_id, target_type, adaptive_set_id, status, category, local_day, plan, current_position, started_at, finished_at, updated_at)
     SELECT u, 'adaptive', $2, 'finished', 'full', $3::timestamptz::date, $4::jsonb, $5, $3::timestamptz - interval '3 hours', $3, $3
       FROM unnest($1::int[]) AS u
     RETURNING id, user_id`,
    [takers.map((t) => t.userId), test.setId, finishedAt, JSON.stringify(test.plan), test.plan.length],
  );
  const attemptOf = new Map(attempts.map((a) => [a.user_id, a.id]));
  const taken = takers.map((t, i) => ({ attemptId: attemptOf.get(t.userId)!, ...takeTest(test, i) }));
  const modules = taken.flatMap((t) => t.modules.map((m) => ({ ...m, attemptId: t.attemptId })));
  const moduleRows: { id: number; attempt_id: number; position: number }[] = await ds.query(
    `INSERT INTO attempt_modules (attempt_id, position, practice_id, section, stage, route, correct_count, started_at, ends_at, submitted_at, submitted_by)
     SELECT a, p, pr, s, st, r, c, $8::timestamptz, $9::timestamptz, $9::timestamptz, 'student'
       FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[]) AS x(a, p, pr, s, st, r, c)
     RETURNING id, attempt_id, position`,
    [
      modules.map((m) => m.attemptId),
      modules.map((m) => m.position),
      modules.map((m) => m.practiceId),
      modules.map((m) => m.section),
      modules.map((m) => m.stage),
      modules.map((m) => m.route),
      modules.map((m) => m.correctCount),
      startedAt,
      finishedAt,
    ],
  );
  const moduleId = new Map(moduleRows.map((r) => [`${r.attempt_id}:${r.position}`, r.id]));
  const answers = modules.flatMap((m) => m.answers.map((a) => ({ ...a, moduleId: moduleId.get(`${m.attemptId}:${m.position}`)! })));
  await ds.query(
    `INSERT INTO attempt_answers (attempt_module_id, question_id, answer, marked, time_spent_seconds, seq, updated_at)
     SELECT m, q, a, s % 7 = 0, 30 + s % 60, s, $5 FROM unnest($1::int[], $2::int[], $3::text[], $4::int[]) AS x(m, q, a, s)`,
    [answers.map((a) => a.moduleId), answers.map((a) => a.questionId), answers.map((a) => a.answer), answers.map((a) => a.seq), finishedAt],
  );
  const ids = taken.map((t) => t.attemptId);
  // gradingRepository.mark, for every attempt in one statement: the marker the finish leaves.
  await ds.query(`INSERT INTO results (attempt_id, queued_at) SELECT unnest($1::int[]), $2 ON CONFLICT (attempt_id) DO NOTHING`, [ids, finishedAt]);
  await ds.query('VACUUM ANALYZE attempts, attempt_modules, attempt_answers, results');
  return taken.map((t) => ({ attemptId: t.attemptId, ...t.expected }));
}

/** Puts graded results back to their 'grading' marker, as if their jobs had never run (the next round grades them again). */
export async function backToMarkers(ds: DataSource, attemptIds: number[]): Promise<void> {
  await ds.query(
    `UPDATE results SET status = 'grading', total = NULL, sections = '[]', domains = '[]', skills = '[]', questions = '[]', correct_count = 0,
            wrong_count = 0, omitted_count = 0, unscored_count = 0, version = 0, graded_at = NULL WHERE attempt_id = ANY($1::int[])`,
    [attemptIds],
  );
  await ds.query('VACUUM ANALYZE results');
}
