import type { QueryLayer } from '../db/query-layer';
import { PERSONAS } from './personas';

/** Whether any demo persona's account exists: their password is printed in docs/demo-accounts.md, so anyone can sign in as them. */
export const demoPersonasPresent = async (db: QueryLayer): Promise<boolean> => {
  const emails = PERSONAS.map((persona) => persona.email);
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'in', emails)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
};

export const DEMO_ACCOUNTS_WARNING =
  'WARNING: this database holds the demo accounts (docs/demo-accounts.md), whose password is public: ' +
  'never expose this server to other people with them in it.';
