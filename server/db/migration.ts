/**
 * One step of the schema, in both dialects (docs/decisions/storage.md D-STORE-2): `sqlite` for
 * the embedded default, `postgres` for DATABASE_URL. Both produce the same tables and columns,
 * which test/server/schema-parity.test.ts holds them to.
 */
export interface Migration {
  readonly id: number;
  readonly name: string;
  readonly sqlite: string;
  readonly postgres: string;
}
