/**
 * What an attempt can target, in one place: each kind's authoring table, the attempts column that points
 * at it, the request field naming it, its daily allowance and how it is scored. Everything that joins an
 * attempt to its test, counts takes or finds a test's score tables reads this registry, so a new kind of
 * test (a class exam, a placement test) is one entry here, its member of ATTEMPT_TARGET_TYPES in
 * @app/shared, and the migration adding its table and attempts column. Class tests and placement tests are not
 * kinds: they give an existing practice or full practice through the runner's admitted start (attempts.class_exam_id,
 * attempts.placement_invitation_id with its total limit attempts.deadline_at).
 */
import type { AttemptTargetType, ScoreTableTarget, TestVersionId } from '@app/shared';
import type { OwnedTable } from '../content';

export interface TestTarget {
  kind: AttemptTargetType;
  /** The authoring table: id, owner_id, owner_kind, status, title, first_taken_at (and version when it has one). */
  table: OwnedTable;
  /** The attempts column holding its id (attempts_one_target: exactly one is set). */
  attemptColumn: string;
  /** The body field naming it in POST /attempts and POST /regrades. */
  requestField: string;
  /** The table's version column, or the one version every test of the kind has. */
  version: { column: string } | { fixed: TestVersionId };
  /** Full tests and single-section practices count against separate daily allowances. */
  category: 'full' | 'section';
  /** How it is scored: the score tables hanging on it (score_tables.<column>), one per module-2 route when routed. */
  scoring: { tables: ScoreTableTarget; column: string; perRoute: boolean };
  /** A practice is also a module inside the other kinds: its answer keys count in their attempts too. */
  isModule: boolean;
}

export const TEST_TARGETS: Readonly<Record<AttemptTargetType, TestTarget>> = {
  practice: {
    kind: 'practice',
    table: 'practices',
    attemptColumn: 'practice_id',
    requestField: 'practiceId',
    version: { column: 'version' },
    category: 'section',
    scoring: { tables: 'practice', column: 'practice_id', perRoute: false },
    isModule: true,
  },
  fullPractice: {
    kind: 'fullPractice',
    table: 'practice_sets',
    attemptColumn: 'practice_set_id',
    requestField: 'composePracticeId',
    version: { column: 'version' },
    category: 'full',
    scoring: { tables: 'practice_set', column: 'practice_set_id', perRoute: false },
    isModule: false,
  },
  adaptive: {
    kind: 'adaptive',
    table: 'adaptive_sets',
    attemptColumn: 'adaptive_set_id',
    requestField: 'adaptiveId',
    version: { fixed: 'digital' },
    category: 'full',
    scoring: { tables: 'adaptive_set', column: 'adaptive_set_id', perRoute: true },
    isModule: false,
  },
};

/** Every kind, in the registry's order. */
export const TARGET_LIST: readonly TestTarget[] = Object.values(TEST_TARGETS);

/** The kind whose score tables are `tables` (score tables name their targets their own way). */
export const targetOfScoreTables = (tables: ScoreTableTarget): TestTarget => TARGET_LIST.find((t) => t.scoring.tables === tables)!;

/** The version of a target row as SQL, for the table's alias. */
export const versionSql = (t: TestTarget, alias: string): string => ('column' in t.version ? `${alias}.${t.version.column}` : `'${t.version.fixed}'`);
