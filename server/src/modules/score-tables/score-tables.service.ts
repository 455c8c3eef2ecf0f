import type { DataSource } from 'typeorm';
import {
  isScoreTypeOf,
  scaleOf,
  scoreTableProblem,
  sectionsOfScoreType,
  type ModuleRoute,
  type OwnerKind,
  type PublishStatus,
  type ScoreRow,
  type ScoreTableInput,
  type ScoreTableTarget,
  type ScoreType,
  type TestVersionId,
} from '@app/shared';
import { fieldError } from '../../lib/errors';
import { authorize, type Caller, canSeeContent, isOwner } from '../../core/access';
import { adaptiveSections, findAdaptiveSet, findPracticeSet, moduleIdsOf, practiceSetItems } from '../practice-sets';
import { findPractice, findPractices, type PracticeRecord } from '../practices';
import { isUniqueViolation } from '../../lib/sql';
import { scoreTablesRepository, type ScoreTableRecord } from './score-tables.repository';

/** A score table's target as the rules need it: owner, version, and how many questions count for a type (and route). */
interface Target {
  ownerId: number;
  ownerKind: OwnerKind;
  status: PublishStatus;
  version: TestVersionId;
  adaptive: boolean;
  /** Null: the target has nothing of this type (or route). */
  questionCount(type: ScoreType, route: ModuleRoute | null): number | null;
}

const countOf = (practices: (PracticeRecord | undefined)[], type: ScoreType, version: TestVersionId): number | null => {
  const sections = sectionsOfScoreType(type, version);
  const of = practices.filter((p): p is PracticeRecord => !!p && sections.includes(p.section));
  return of.length === 0 ? null : of.reduce((n, p) => n + p.questionCount, 0);
};

export function scoreTablesService(ds: DataSource) {
  const repo = scoreTablesRepository(ds);

  async function loadTarget(target: ScoreTableTarget, id: number): Promise<Target | null> {
    if (target === 'practice') {
      const p = await findPractice(ds, id);
      return p && { ...p, adaptive: false, questionCount: (type) => countOf([p], type, p.version) };
    }
    if (target === 'practice_set') {
      const set = await findPracticeSet(ds, id);
      if (!set) return null;
      const found = await findPractices(
        ds,
        (await practiceSetItems(ds, [id])).map((i) => i.practiceId),
      );
      return { ...set, adaptive: false, questionCount: (type) => countOf([...found.values()], type, set.version) };
    }
    const set = await findAdaptiveSet(ds, id);
    if (!set) return null;
    const sections = await adaptiveSections(ds, [id]);
    const found = await findPractices(ds, sections.flatMap(moduleIdsOf));
    return {
      ...set,
      version: 'digital',
      adaptive: true,
      questionCount(type, route) {
        const s = sections.find((x) => x.section === type);
        if (!s || !route) return null;
        const module2 = route === 'harder' ? s.harderModule2Id : s.easierModule2Id;
        return (found.get(s.module1Id)?.questionCount ?? 0) + (found.get(module2)?.questionCount ?? 0);
      },
    };
  }

  /** The rows against the scale and the raw range: one 422 naming `rows`. */
  function checkRows(type: ScoreType, maxRaw: number, rows: ScoreRow[]): void {
    const problem = scoreTableProblem(rows, scaleOf(type), maxRaw);
    if (problem) throw fieldError({ rows: problem });
  }

  /** The table and its target, for the target's owner (or an admin). */
  async function owned(caller: Caller, id: number): Promise<{ table: ScoreTableRecord; target: Target }> {
    const table = await repo.find(id);
    const target = table && (await loadTarget(table.target, table.targetId));
    authorize(caller, target, isOwner(caller));
    return { table: table!, target: target! };
  }

  return {
    /** The tables of a target the caller sees as an author. */
    async list(caller: Caller, target: ScoreTableTarget, targetId: number): Promise<ScoreTableRecord[]> {
      authorize(caller, await loadTarget(target, targetId), canSeeContent(caller));
      return repo.forTarget(target, targetId);
    },

    async create(caller: Caller, input: ScoreTableInput): Promise<ScoreTableRecord> {
      const target = authorize(caller, await loadTarget(input.target, input.target_id), isOwner(caller));
      const route = input.route ?? null;
      if (target.adaptive && !route) throw fieldError({ route: 'validation.score_table.route' });
      if (!target.adaptive && route) throw fieldError({ route: 'validation.score_table.route.none' });
      const count = isScoreTypeOf(input.type, target.version) ? target.questionCount(input.type, route) : null;
      if (count === null) throw fieldError({ type: 'validation.score_table.type' });
      if (input.max_raw !== undefined && input.max_raw > count) throw fieldError({ max_raw: 'validation.score_table.max_raw' });
      const maxRaw = input.max_raw ?? count;
      checkRows(input.type, maxRaw, input.rows);
      try {
        return (await repo.find(await repo.insert(input.target, input.target_id, input.type, route, maxRaw, input.rows)))!;
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError({ type: 'validation.score_table.exists' });
        throw err;
      }
    },

    /** New rows, against the stored raw range unless a new max_raw comes with them. */
    async update(caller: Caller, id: number, input: { rows: ScoreRow[]; max_raw?: number }): Promise<ScoreTableRecord> {
      const { table, target } = await owned(caller, id);
      if (input.max_raw !== undefined && input.max_raw > (target.questionCount(table.type, table.route) ?? 0))
        throw fieldError({ max_raw: 'validation.score_table.max_raw' });
      const maxRaw = input.max_raw ?? table.maxRaw;
      checkRows(table.type, maxRaw, input.rows);
      await repo.update(id, maxRaw, input.rows);
      return (await repo.find(id))!;
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await owned(caller, id);
      await repo.remove(id);
    },
  };
}
export type ScoreTablesService = ReturnType<typeof scoreTablesService>;
