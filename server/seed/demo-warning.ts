import type { Db } from '../db/database';
import { CountRow } from '../db/rows';
import { PERSONAS } from './personas';

/** Whether any demo persona's account exists: their password is printed in README, so anyone can sign in as them. */
export const demoPersonasPresent = (db: Db): boolean => {
  const emails = PERSONAS.map((persona) => persona.email);
  const row = CountRow.only(
    db
      .prepare(
        `SELECT count(*) AS count FROM users WHERE email IN (${emails.map(() => '?').join(', ')})`,
      )
      .get(...emails),
  );
  return row.count > 0;
};

export const DEMO_ACCOUNTS_WARNING =
  'WARNING: this database holds the demo accounts (README "Demo accounts"), whose password is public: ' +
  'never expose this server to other people with them in it.';
