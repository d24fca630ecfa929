import { Type } from 'typebox';
import { epochSeconds, type Clock } from '../clock';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';

export interface ConsentRecord {
  readonly email: string;
  readonly os: string;
  readonly bloomreachConsent: boolean;
  /** ISO 8601 time the consent was given or withdrawn. */
  readonly recordedAt: string;
}

const ConsentRow = rowShape(
  'ConsentRow',
  Type.Object({
    email: Type.String(),
    os: Type.String(),
    bloomreach_consent: Type.Integer(),
    recorded_at: Type.Integer(),
  }),
);

/** Consent history (spec §3 "Consent payload: email, os, bloomreachConsent"): every change is kept. */
export class ConsentStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  record(userId: string, consent: Omit<ConsentRecord, 'recordedAt'>): ConsentRecord {
    const now = epochSeconds(this.clock);
    this.db
      .prepare(
        'INSERT INTO user_consents (user_id, email, os, bloomreach_consent, recorded_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, consent.email, consent.os, consent.bloomreachConsent ? 1 : 0, now);
    return { ...consent, recordedAt: new Date(now * 1000).toISOString() };
  }

  /** The user's consent history, oldest first. */
  history(userId: string): ConsentRecord[] {
    const rows = ConsentRow.all(
      this.db
        .prepare(
          'SELECT email, os, bloomreach_consent, recorded_at FROM user_consents WHERE user_id = ? ORDER BY id',
        )
        .all(userId),
    );
    return rows.map((row) => ({
      email: row.email,
      os: row.os,
      bloomreachConsent: row.bloomreach_consent === 1,
      recordedAt: new Date(row.recorded_at * 1000).toISOString(),
    }));
  }
}
