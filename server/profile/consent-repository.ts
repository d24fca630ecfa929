/** One consent as given or withdrawn (spec §3 "Consent payload"); `recordedAt` in epoch seconds. */
export interface StoredConsent {
  readonly email: string;
  readonly os: string;
  readonly bloomreachConsent: boolean;
  readonly recordedAt: number;
}

/** The port of the consent history: every change is kept. */
export interface ConsentRepository {
  add(userId: string, consent: StoredConsent): Promise<void>;
  /** The user's consents, oldest first. */
  history(userId: string): Promise<StoredConsent[]>;
}
