import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import { epochSeconds, type Clock } from '../clock';

interface Row {
  payload: string;
  expires_at: number | null;
  consumed_at: number | null;
}

/** Persists the identity provider's models (sessions, grants, codes, interactions) in SQLite. */
export const sqliteAdapterFactory =
  (db: Db, clock: Clock) =>
  (model: string): Adapter => {
    const live = (row: Row | undefined): AdapterPayload | undefined => {
      if (!row) return undefined;
      if (row.expires_at !== null && row.expires_at <= epochSeconds(clock)) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
    };
    const select = (
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): AdapterPayload | undefined =>
      live(
        db
          .prepare(
            `SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND ${column} = ?`,
          )
          .get(model, value) as Row | undefined,
      );

    return {
      upsert: async (id, payload, expiresIn) => {
        db.prepare(
          `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
           ON CONFLICT(model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
             user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        ).run(
          model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ? epochSeconds(clock) + expiresIn : null,
        );
      },
      find: async (id) => select('id', id),
      findByUid: async (uid) => select('uid', uid),
      findByUserCode: async (userCode) => select('user_code', userCode),
      consume: async (id) => {
        db.prepare('UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?').run(
          epochSeconds(clock),
          model,
          id,
        );
      },
      destroy: async (id) => {
        db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?').run(model, id);
      },
      revokeByGrantId: async (grantId) => {
        db.prepare('DELETE FROM oidc_models WHERE grant_id = ?').run(grantId);
      },
    };
  };
