import type { Adapter, AdapterPayload } from 'oidc-provider';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import { epochSeconds, type Clock } from '../clock';

const ModelRow = rowShape(
  'ModelRow',
  Type.Object({
    payload: Type.String(),
    expires_at: Type.Union([Type.Integer(), Type.Null()]),
    consumed_at: Type.Union([Type.Integer(), Type.Null()]),
  }),
);
type ModelRow = Static<typeof ModelRow.schema>;

/** Persists the identity provider's models (sessions, grants, codes, interactions) in SQLite. */
export const sqliteAdapterFactory =
  (db: Db, clock: Clock) =>
  (model: string): Adapter => {
    const live = (row: ModelRow | undefined): AdapterPayload | undefined => {
      if (!row) return undefined;
      if (row.expires_at !== null && row.expires_at <= epochSeconds(clock)) return undefined;
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the column holds only what upsert below wrote: JSON.stringify of oidc-provider's own AdapterPayload, handed back to it unchanged
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
    };
    const select = (
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): AdapterPayload | undefined =>
      live(
        ModelRow.one(
          db
            .prepare(
              `SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND ${column} = ?`,
            )
            .get(model, value),
        ),
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
