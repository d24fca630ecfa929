/** One record of the identity provider (a session, grant, code, token or interaction). */
export interface ProviderRecord {
  readonly model: string;
  readonly id: string;
  /** oidc-provider's payload, as JSON. */
  readonly payload: string;
  readonly grantId: string | null;
  readonly userCode: string | null;
  readonly uid: string | null;
  readonly accountId: string | null;
  /** Epoch seconds; null for a record that does not expire. */
  readonly expiresAt: number | null;
}

export interface FoundProviderRecord {
  readonly payload: string;
  readonly expiresAt: number | null;
  readonly consumedAt: number | null;
}

/** The column a record is looked up by: its id, its interaction uid or its user code. */
export type ProviderRecordKey = 'id' | 'uid' | 'user_code';

/**
 * The port of the identity provider's records, shared by every process of a deployment, so that a
 * sign-in started through one can finish through another.
 */
export interface ProviderRecordRepository {
  /** Stores the record, replacing one of the same model and id (and clearing nothing else). */
  save(record: ProviderRecord): Promise<void>;
  find(
    model: string,
    key: ProviderRecordKey,
    value: string,
  ): Promise<FoundProviderRecord | undefined>;
  consume(model: string, id: string, at: number): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
  /** Removes the account's records of these models; how many it removed. */
  deleteForAccount(models: readonly string[], accountId: string): Promise<number>;
  /** Removes the records expired at `now`, which `find` no longer returns; how many. */
  deleteExpired(now: number): Promise<number>;
}
