import { Type } from 'typebox';
import { RowShapeError, rowShape } from '../../server/db/rows';
import { freshDatabase } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

// Issue 16: "SQLite rows decoded by a schema at the repository boundary instead of `as` casts".

describe('rowShape: a query row decoded, not cast', () => {
  const env = freshDatabase();
  afterAll(() => env.cleanUp());
  const Counted = rowShape('Counted', Type.Object({ count: Type.Integer() }));
  const Named = rowShape(
    'Named',
    Type.Object({ name: Type.String(), note: Type.Union([Type.String(), Type.Null()]) }),
  );

  it('passes a row of the promised shape through, nulls included', () => {
    expect(Counted.only(env.db.prepare('SELECT 3 AS count').get())).toEqual({ count: 3 });
    expect(Named.all(env.db.prepare("SELECT 'a' AS name, NULL AS note").all())).toEqual([
      { name: 'a', note: null },
    ]);
  });

  it('answers undefined for no row, and fails loudly for a row of another shape', () => {
    expect(Named.one(env.db.prepare("SELECT 'a' AS name, NULL AS note WHERE 0").get())).toBe(
      undefined,
    );
    expect(() => Counted.only(env.db.prepare("SELECT 'three' AS count").get())).toThrow(
      RowShapeError,
    );
    expect(() => Named.one(env.db.prepare('SELECT 1 AS name, NULL AS note').get())).toThrow(
      'A database row does not have the shape Named its query promises.',
    );
    expect(() => Counted.only(undefined)).toThrow(RowShapeError);
  });
});
