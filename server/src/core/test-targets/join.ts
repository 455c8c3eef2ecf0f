/**
 * The one join from attempts to the tests they target. Each kind's table is LEFT JOINed on its own attempts
 * column (only one of them is set per attempt), so the title and version read as one column each.
 */
import { TARGET_LIST, versionSql, type TestTarget } from './registry';

/** The alias of a kind's table in the join: `t_<kind>` of the attempt's alias, so two joins never collide. */
const aliasOf = (attempt: string, t: TestTarget) => `${attempt}_${t.kind}`;

export interface TargetJoin {
  /** The LEFT JOINs, to follow `FROM attempts <attempt>`. */
  joins: string;
  /** The target's title. */
  title: string;
  /** The target's version ('digital' or 'paper'). */
  version: string;
}

/** The join of the attempts aliased `attempt` (default `a`) to their targets. */
export function targetJoin(attempt = 'a'): TargetJoin {
  const joins = TARGET_LIST.map((t) => `LEFT JOIN ${t.table} ${aliasOf(attempt, t)} ON ${aliasOf(attempt, t)}.id = ${attempt}.${t.attemptColumn}`);
  const perKind = (expr: (t: TestTarget) => string) =>
    `CASE ${attempt}.target_type ${TARGET_LIST.map((t) => `WHEN '${t.kind}' THEN ${expr(t)}`).join(' ')} END`;
  return {
    joins: joins.join('\n       '),
    title: perKind((t) => `${aliasOf(attempt, t)}.title`),
    version: perKind((t) => versionSql(t, aliasOf(attempt, t))),
  };
}
