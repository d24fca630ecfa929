import { epochSeconds, type Clock, isoAt } from '../clock';
import type { ConsentRepository, StoredConsent } from './consent-repository';

export interface ConsentRecord {
  readonly email: string;
  readonly os: string;
  readonly bloomreachConsent: boolean;
  /** ISO 8601 time the consent was given or withdrawn. */
  readonly recordedAt: string;
}

const iso = (consent: StoredConsent): ConsentRecord => ({
  email: consent.email,
  os: consent.os,
  bloomreachConsent: consent.bloomreachConsent,
  recordedAt: isoAt(consent.recordedAt),
});

/** Consent history (spec §3 "Consent payload: email, os, bloomreachConsent"): every change is kept. */
export class ConsentStore {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly clock: Clock,
  ) {}

  async record(userId: string, consent: Omit<ConsentRecord, 'recordedAt'>): Promise<ConsentRecord> {
    const stored = { ...consent, recordedAt: epochSeconds(this.clock) };
    await this.consents.add(userId, stored);
    return iso(stored);
  }

  /** The user's consent history, oldest first. */
  async history(userId: string): Promise<ConsentRecord[]> {
    return (await this.consents.history(userId)).map(iso);
  }
}
