/**
 * The plan an attempt follows, fixed when it starts: the modules in order, their time limits, the breaks
 * and the adaptive routing thresholds of that moment, so an author's later edit never changes a running
 * test. Stored as the attempts.plan jsonb array.
 */
import type { EntityManager } from 'typeorm';
import type { AttemptTargetType, ModuleRoute, ModuleStage, PracticeTool, Section } from '@app/shared';
import { ownedRows } from '../../core/content';
import { TEST_TARGETS } from '../../core/test-targets';
import { adaptiveSections, findAdaptiveSet, moduleIdsOf, practiceSetItems } from '../practice-sets';
import { findPractices, type PracticeRecord } from '../practices';

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

export const formOf = (p: PracticeRecord): PlanForm => ({
  practiceId: p.id,
  title: p.title,
  questionCount: p.questionCount,
  timeLimitSeconds: p.timeLimitSeconds,
  tools: p.tools,
});

/** The practices a target is made of, before their details are read. */
type Skeleton = { practiceIds: number[]; build: (practices: Map<number, PracticeRecord>) => PlanStep[] };

/** How each kind of target is made of practices. A new kind of test target adds its reader here (a compile error says so). */
const SKELETONS: Record<AttemptTargetType, (m: EntityManager, id: number) => Promise<Skeleton>> = {
  practice: async (_m, id) => ({ practiceIds: [id], build: (ps) => [single(1, ps.get(id)!, 0)] }),
  fullPractice: async (m, id) => {
    const items = await practiceSetItems(m, [id]);
    return {
      practiceIds: items.map((i) => i.practiceId),
      build: (ps) => items.map((i, n) => single(n + 1, ps.get(i.practiceId)!, n === items.length - 1 ? 0 : i.breakAfterSeconds)),
    };
  },
  adaptive: adaptiveSkeleton,
};

async function adaptiveSkeleton(m: EntityManager, id: number): Promise<Skeleton> {
  const [set, sections] = await Promise.all([findAdaptiveSet(m, id), adaptiveSections(m, [id])]);
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
  await ownedRows(m, TEST_TARGETS[type].table).markTaken([id], now);
  const s = await SKELETONS[type](m, id);
  const ids = [...new Set(s.practiceIds)].sort((a, b) => a - b);
  // Sorted ids: two starts lock the shared practices in the same order.
  await ownedRows(m, 'practices').markTaken(ids, now);
  const practices = await findPractices(m, ids);
  if (ids.length === 0 || ids.some((pid) => (practices.get(pid)?.questionCount ?? 0) === 0)) return [];
  return s.build(practices);
}

/** The form a step runs: its own, or for a module 2 the one its route chose. */
export const formOfStep = (step: PlanStep, route: ModuleRoute | null): PlanForm => step.form ?? step.routes![route ?? 'easier'];
