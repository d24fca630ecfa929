import type { Db } from '../db/database';
import { epochSeconds, type Clock } from '../clock';
import { hashPassword } from '../identity/password-hashing';
import { DEMO_PASSWORD, PERSONAS, SEED_COMPANIES } from './personas';

/** Creates the demo personas and their companies; does nothing when users already exist. */
export const seedIfEmpty = async (db: Db, clock: Clock): Promise<boolean> => {
  const { count } = db.prepare('SELECT count(*) AS count FROM users').get() as { count: number };
  if (count > 0) return false;
  await seed(db, clock);
  return true;
};

export const seed = async (db: Db, clock: Clock): Promise<void> => {
  const now = epochSeconds(clock);
  const hashes = new Map<string, string>();
  for (const persona of PERSONAS) hashes.set(persona.id, await hashPassword(DEMO_PASSWORD));

  db.transaction(() => {
    const insertCompany = db.prepare(
      `INSERT OR REPLACE INTO companies (duns, business_name, trade_name, street_address, town, territory, postal_code, country_code)
       VALUES (@duns, @businessName, @tradeName, @streetAddress, @town, @territory, @postalCode, @countryCode)`,
    );
    for (const company of SEED_COMPANIES) insertCompany.run(company);

    const insertUser = db.prepare(
      `INSERT OR REPLACE INTO users (id, email, first_name, last_name, country_code, language_preference,
         password_hash, password_changed_at, magento, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const linkCompany = db.prepare('INSERT OR REPLACE INTO user_companies (user_id, duns, role) VALUES (?, ?, ?)');
    const insertEntitlement = db.prepare(
      `INSERT INTO entitlements (user_id, duns, app_id, product_id, product_name, pla_accepted) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const persona of PERSONAS) {
      insertUser.run(
        persona.id,
        persona.email,
        persona.firstName,
        persona.lastName,
        persona.countryCode,
        persona.languagePreference,
        hashes.get(persona.id),
        now,
        persona.magento ? 1 : 0,
        now,
      );
      db.prepare('DELETE FROM entitlements WHERE user_id = ?').run(persona.id);
      for (const company of persona.companies) linkCompany.run(persona.id, company.duns, company.role);
      for (const e of persona.entitlements) {
        insertEntitlement.run(persona.id, e.duns, e.appId, e.productId, e.productName, e.plaAccepted === false ? 0 : 1);
      }
    }
  })();
};
