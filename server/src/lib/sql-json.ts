/**
 * JSON answers written by PostgreSQL, for reads whose rows would otherwise be parsed into objects only to be
 * stringified again (the class pages' roster: docs/classes.md, Bench). The text is what JSON.stringify writes
 * for the same DTO: compact (row_to_json, string_agg with ','; json_agg and json_build_object add spaces),
 * keys in the order of the columns, instants as Date#toISOString writes them.
 */

/** The instant as Date#toISOString writes it (UTC, milliseconds cut as pg's Date parsing cuts them). */
export const isoSql = (instant: string): string => `to_char(${instant} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The JSON array, as text, of `element` (a json value per row) over the rows, in `orderBy`: '[]' for none. */
export const jsonListSql = (element: string, orderBy: string): string =>
  `'[' || COALESCE(string_agg((${element})::text, ',' ORDER BY ${orderBy}), '') || ']'`;

/**
 * A JSON answer already written: sent as it is (lib/route-table.ts `handle`), never parsed and stringified
 * again.
 */
export class JsonText<T> {
  /** Never set: ties the text to the type of the DTO it holds. */
  declare readonly dto?: T;

  constructor(readonly text: string) {}
}
