import { Type } from 'typebox';
import type { QueryLayer } from '../db/query-layer';
import { rowShape } from '../db/rows';
import type {
  FactorSummary,
  MfaFactorRepository,
  NewPasskey,
  NewTotp,
  StoredPasskey,
  StoredTotp,
} from './mfa-factor-repository';

const Transports = rowShape('PasskeyTransports', Type.Array(Type.String()));

interface TotpRow {
  readonly id: string;
  readonly user_id: string;
  readonly totp_secret: string | null;
  readonly totp_last_step: number | null;
  readonly confirmed_at: number | null;
}

const totpOf = (row: TotpRow): StoredTotp => {
  if (row.totp_secret === null) throw new Error(`the authenticator app ${row.id} has no secret`);
  return {
    id: row.id,
    userId: row.user_id,
    sealedSecret: row.totp_secret,
    lastStep: row.totp_last_step,
    confirmed: row.confirmed_at !== null,
  };
};

interface PasskeyRow {
  readonly id: string;
  readonly user_id: string;
  readonly credential_id: string | null;
  readonly public_key: string | null;
  readonly sign_count: number | null;
  readonly transports: string | null;
}

const passkeyOf = (row: PasskeyRow): StoredPasskey => {
  if (row.credential_id === null || row.public_key === null)
    throw new Error(`the passkey ${row.id} has no credential`);
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    signCount: row.sign_count ?? 0,
    transports: Transports.only(JSON.parse(row.transports ?? '[]')),
  };
};

const TOTP_COLUMNS = ['id', 'user_id', 'totp_secret', 'totp_last_step', 'confirmed_at'] as const;
const PASSKEY_COLUMNS = [
  'id',
  'user_id',
  'credential_id',
  'public_key',
  'sign_count',
  'transports',
] as const;

/** The second factors over the query layer, on either engine. */
export class SqlMfaFactorRepository implements MfaFactorRepository {
  constructor(private readonly db: QueryLayer) {}

  async factors(userId: string): Promise<readonly FactorSummary[]> {
    return this.db
      .selectFrom('mfa_factors')
      .select(['id', 'kind', 'name', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async addTotp(factor: NewTotp): Promise<void> {
    await this.db
      .insertInto('mfa_factors')
      .values({
        id: factor.id,
        user_id: factor.userId,
        kind: 'totp',
        name: factor.name,
        created_at: factor.createdAt,
        totp_secret: factor.sealedSecret,
      })
      .execute();
  }

  async totp(userId: string, factorId: string): Promise<StoredTotp | undefined> {
    const row = await this.db
      .selectFrom('mfa_factors')
      .select(TOTP_COLUMNS)
      .where('id', '=', factorId)
      .where('user_id', '=', userId)
      .where('kind', '=', 'totp')
      .executeTakeFirst();
    return row === undefined ? undefined : totpOf(row);
  }

  async confirmedTotps(userId: string): Promise<readonly StoredTotp[]> {
    const rows = await this.db
      .selectFrom('mfa_factors')
      .select(TOTP_COLUMNS)
      .where('user_id', '=', userId)
      .where('kind', '=', 'totp')
      .where('confirmed_at', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(totpOf);
  }

  async claimTotpStep(factorId: string, step: number, now: number): Promise<boolean> {
    // One conditional update (D-STORE-13): of two uses of one step at once, one finds it free.
    const claimed = await this.db
      .updateTable('mfa_factors')
      .set((eb) => ({
        totp_last_step: step,
        last_used_at: now,
        confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)),
      }))
      .where('id', '=', factorId)
      .where('kind', '=', 'totp')
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return claimed.numUpdatedRows === 1n;
  }

  async addPasskey(passkey: NewPasskey): Promise<void> {
    await this.db
      .insertInto('mfa_factors')
      .values({
        id: passkey.id,
        user_id: passkey.userId,
        kind: 'passkey',
        name: passkey.name,
        created_at: passkey.createdAt,
        confirmed_at: passkey.createdAt,
        credential_id: passkey.credentialId,
        public_key: passkey.publicKey,
        sign_count: passkey.signCount,
        transports: JSON.stringify(passkey.transports),
      })
      .execute();
  }

  async passkey(credentialId: string): Promise<StoredPasskey | undefined> {
    const row = await this.db
      .selectFrom('mfa_factors')
      .select(PASSKEY_COLUMNS)
      .where('credential_id', '=', credentialId)
      .where('kind', '=', 'passkey')
      .executeTakeFirst();
    return row === undefined ? undefined : passkeyOf(row);
  }

  async passkeysOf(userId: string): Promise<readonly StoredPasskey[]> {
    const rows = await this.db
      .selectFrom('mfa_factors')
      .select(PASSKEY_COLUMNS)
      .where('user_id', '=', userId)
      .where('kind', '=', 'passkey')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(passkeyOf);
  }

  async recordPasskeyUse(credentialId: string, signCount: number, now: number): Promise<void> {
    await this.db
      .updateTable('mfa_factors')
      .set({ sign_count: signCount, last_used_at: now })
      .where('credential_id', '=', credentialId)
      .execute();
  }

  async rename(userId: string, factorId: string, name: string): Promise<boolean> {
    const renamed = await this.db
      .updateTable('mfa_factors')
      .set({ name })
      .where('id', '=', factorId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return renamed.numUpdatedRows === 1n;
  }

  async remove(userId: string, factorId: string): Promise<boolean> {
    const removed = await this.db
      .deleteFrom('mfa_factors')
      .where('id', '=', factorId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return removed.numDeletedRows === 1n;
  }

  async removeAll(userId: string): Promise<number> {
    const removed = await this.db
      .deleteFrom('mfa_factors')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  }

  async dropUnconfirmedBefore(before: number): Promise<number> {
    const dropped = await this.db
      .deleteFrom('mfa_factors')
      .where('confirmed_at', 'is', null)
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(dropped.numDeletedRows);
  }
}
