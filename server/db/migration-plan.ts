import type { Migration } from './migration';

/** The database was migrated by a newer release: this code must not write to it. */
export class NewerDatabaseError extends Error {
  constructor(
    readonly where: string,
    readonly unknownIds: readonly number[],
  ) {
    super(
      `The database ${where} has schema migrations this version of the portal does not know ` +
        `(${unknownIds.join(', ')}): it was upgraded by a newer version. Run that version, or ` +
        'restore a backup taken before the upgrade; this version does not start on it.',
    );
    this.name = 'NewerDatabaseError';
  }
}

/**
 * What to apply, given the migrations this code knows and the ids the database has applied: those
 * not yet applied, in id order. A database that has applied an id this code does not know is
 * newer than the code, and nothing is applied to it (D-STORE-2).
 */
export const pendingMigrations = (
  known: readonly Migration[],
  appliedIds: readonly number[],
  where: string,
): readonly Migration[] => {
  const knownIds = new Set(known.map((migration) => migration.id));
  const unknownIds = appliedIds.filter((id) => !knownIds.has(id)).sort((a, b) => a - b);
  if (unknownIds.length > 0) throw new NewerDatabaseError(where, unknownIds);
  const applied = new Set(appliedIds);
  return [...known].sort((a, b) => a.id - b.id).filter((migration) => !applied.has(migration.id));
};
