import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * A row that does not have the shape its query promises: the schema and the code disagree (a
 * migration, a column renamed), which no request can cause. It fails loudly, as a 500 with the
 * generic message, rather than flowing on as a wrongly typed value.
 */
export class RowShapeError extends Error {
  constructor(readonly shape: string) {
    super(`A database row does not have the shape ${shape} its query promises.`);
    this.name = 'RowShapeError';
  }
}

/**
 * The rows of a query, decoded at the repository's boundary instead of cast: better-sqlite3 types
 * every row as `unknown`, and the schema (compiled once; a check costs nanoseconds) is what makes
 * it a `Static<T>`.
 *
 *     const SessionRow = rowShape('SessionRow', Type.Object({ user_id: Type.String(), … }));
 *     const row = SessionRow.one(statement.get(idHash));
 *
 * Where the row needs a name of its own: `type SessionRow = Static<typeof SessionRow.schema>`.
 */
export const rowShape = <T extends TSchema>(name: string, schema: T) => {
  const validator = Compile(schema);
  const decode = (row: unknown): Static<T> => {
    if (validator.Check(row)) return row;
    throw new RowShapeError(name);
  };
  return {
    schema,
    /** One row, or undefined when the query found none (better-sqlite3's `get`). */
    one: (row: unknown): Static<T> | undefined => (row === undefined ? undefined : decode(row)),
    /** A row that must exist (an aggregate such as `count(*)`). */
    only: (row: unknown): Static<T> => decode(row),
    /** Every row (better-sqlite3's `all`). */
    all: (rows: readonly unknown[]): Static<T>[] => rows.map(decode),
  };
};

/** The row of a `SELECT count(*) AS count …`. */
export const CountRow = rowShape('CountRow', Type.Object({ count: Type.Integer() }));
