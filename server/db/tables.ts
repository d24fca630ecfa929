/**
 * The tables the typed query layer reaches, as the migrations define them (server/db/migrations.ts
 * and each area's *.migrations.ts); a store moved behind its repository port adds its tables here
 * (docs/decisions/storage.md D-STORE-1). Times are epoch seconds.
 */
export interface SessionsTable {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
}

export interface PortalTables {
  sessions: SessionsTable;
}
