/**
 * The plan an attempt follows, fixed when it starts: the modules in order, their time limits, the breaks
 * and the adaptive routing thresholds of that moment, so an author's later edit never changes a running
 * test. Stored as the attempts.plan jsonb array.
 */
import type { EntityManager } from 'typeorm';
import type { AttemptTargetType, ModuleRoute, ModuleStage, PracticeTool, Section } from '@app/shared';
import type { PracticeRecord } from '../practices/practices.repository';
import { practicesRepository } from '../practices/practices.repository';
import { adaptiveSetsRepository, moduleIdsOf } from '../practice-sets/adaptive-sets.repository';
import { practiceSetsRepository } from '../practice-sets/practice-sets.repository';
import type { CatalogRecord, CatalogTable } from '../practices/catalog.repository';

/** One practice as a module of the plan. */
export interface PlanForm {
  practiceId: number;
  title: string;
  questionCount: number;
  timeLimitSeconds: number;
  tools: PracticeTool[];
}

export interface PlanStep {
  position: number;
  section: Section;
  stage: ModuleStage;
  /** single and module1: the practice taken. Null for module2 (routing picks one of `routes`). */
  form: PlanForm | null;
  /** module2: the two forms the module 1 result chooses from. */
  routes: Record<ModuleRoute, PlanForm> | null;
  /** module1: correct answers at or above it route to the harder module 2. */
  routingThreshold: number | null;
  /** The break after this step (0 for none, always 0 for the last step). */
  breakAfterSeconds: number;
}

export const TARGET_TABLES: Record<AttemptTargetType, CatalogTable> = {
  practice: 'practices',
  fullPractice: 'practice_sets',
  adaptive: 'adaptive_sets',
};

/** The attempts column holding each target type's id. */
export const TARGET_COLUMNS: Record<AttemptTargetType, string> = {
  practice: 'practice_id',
  fullPractice: 'practice_set_id',
  adaptive: 'adaptive_set_id',
};

/** Full tests and single-section practices count against separate daily allowances. */
export const categoryOf = (type: AttemptTargetType): 'full' | 'section' => (type === 'practice' ? 'section' : 'full');

export const formOf = (p: PracticeRecord): PlanForm => ({
  practiceId: p.id,
  title: p.title,
  questionCount: p.questionCount,
  timeLimitSeconds: p.timeLimitSeconds,
  tools: p.tools,
});

/** The catalog row of a target (for visibility), or null when it does not exist. */
export async function findTarget(m: EntityManager, type: AttemptTargetType, id: number): Promise<CatalogRecord | null> {
  if (type === 'practice') return practicesRepository(m).find(id);
  if (type === 'fullPractice') return practiceSetsRepository(m).find(id);
  return adaptiveSetsRepository(m).find(id);
}

/** The practices a target is made of, before their details are read. */
type Skeleton = { practiceIds: number[]; build: (practices: Map<number, PracticeRecord>) => PlanStep[] };

async function skeleton(m: EntityManager, type: AttemptTargetType, id: number): Promise<Skeleton> {
  if (type === 'practice') {
    return { practiceIds: [id], build: (ps) => [single(1, ps.get(id)!, 0)] };
  }
  if (type === 'fullPractice') {
    const items = await practiceSetsRepository(m).items([id]);
    return {
      practiceIds: items.map((i) => i.practiceId),
      build: (ps) => items.map((i, n) => single(n + 1, ps.get(i.practiceId)!, n === items.length - 1 ? 0 : i.breakAfterSeconds)),
    };
  }
  const repo = adaptiveSetsRepository(m);
  const [set, sections] = await Promise.all([repo.find(id), repo.sections([id])]);
  return {
    practiceIds: sections.flatMap(moduleIdsOf),
    build: (ps) =>
      sections.flatMap((s, n): PlanStep[] => {
        const position = n * 2 + 1;
        const last = n === sections.length - 1;
        return [
          { ...single(position, ps.get(s.module1Id)!, 0), stage: 'module1', routingThreshold: s.routingThreshold },
          {
            position: position + 1,
            section: s.section,
            stage: 'module2',
            form: null,
            routes: { easier: formOf(ps.get(s.easierModule2Id)!), harder: formOf(ps.get(s.harderModule2Id)!) },
            routingThreshold: null,
            breakAfterSeconds: last ? 0 : (set?.breakAfterSeconds ?? 0),
          },
        ];
      }),
  };
}

function single(position: number, p: PracticeRecord, breakAfterSeconds: number): PlanStep {
  return { position, section: p.section, stage: 'single', form: formOf(p), routes: null, routingThreshold: null, breakAfterSeconds };
}

/**
 * Marks the target and every practice of it as taken (from now on authors cannot reorder them), then
 * reads the plan. The practices are locked before their question counts are read, so the counts are
 * the ones that stay. Every practice in the plan must hold questions.
 */
export async function takePlan(m: EntityManager, type: AttemptTargetType, id: number, now: Date): Promise<PlanStep[]> {
  await m.query(`UPDATE ${TARGET_TABLES[type]} SET first_taken_at = $2 WHERE id = $1 AND first_taken_at IS NULL`, [id, now]);
  const s = await skeleton(m, type, id);
  const ids = [...new Set(s.practiceIds)].sort((a, b) => a - b);
  // Sorted ids: two starts lock the shared practices in the same order.
  await m.query(`UPDATE practices SET first_taken_at = $2 WHERE id = ANY($1::int[]) AND first_taken_at IS NULL`, [ids, now]);
  const practices = await practicesRepository(m).findMany(ids);
  if (ids.length === 0 || ids.some((pid) => (practices.get(pid)?.questionCount ?? 0) === 0)) return [];
  return s.build(practices);
}

/** The form a step runs: its own, or for a module 2 the one its route chose. */
export const formOfStep = (step: PlanStep, route: ModuleRoute | null): PlanForm => step.form ?? step.routes![route ?? 'easier'];
