import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../server/db/database';

/**
 * Issue 15's company selector target needs a user with ten thousand companies, which no demo
 * persona has: in the bench's own copy of the database (never the demo's), the first `count`
 * companies of the Get-a-DUNS directory become companies of the user with `email`. Run before the
 * server starts on `dataDir`. Answers how many companies the user has, and the first three letters
 * of `prefixCount` of their names, spread over the list, for typing into the selector.
 */
export const giveCompanies = (
  dataDir: string,
  email: string,
  count: number,
  prefixCount: number,
): { companies: number; prefixes: string[] } => {
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  try {
    const userId: unknown = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email);
    if (typeof userId !== 'string') throw new Error(`no user ${email} in ${dataDir}`);
    db.transaction(() => {
      db.prepare(
        `INSERT OR IGNORE INTO companies (duns, business_name, trade_name, street_address, town, territory, postal_code, country_code)
         SELECT duns, business_name, trade_name, street_address, city, state, zip_code, 'US'
         FROM gad_directory ORDER BY id LIMIT ?`,
      ).run(count);
      db.prepare(
        `INSERT OR IGNORE INTO user_companies (user_id, duns, role)
         SELECT ?, duns, 'member' FROM gad_directory ORDER BY id LIMIT ?`,
      ).run(userId, count);
    })();
    const names = db
      .prepare(
        `SELECT c.business_name AS name FROM user_companies uc JOIN companies c ON c.duns = uc.duns
         WHERE uc.user_id = ? ORDER BY c.duns`,
      )
      .pluck()
      .all(userId)
      .filter((name): name is string => typeof name === 'string');
    const step = Math.max(1, Math.floor(names.length / prefixCount));
    const prefixes = names
      .filter((_, index) => index % step === 0)
      .slice(0, prefixCount)
      .map((name) => name.slice(0, 3));
    return { companies: names.length, prefixes };
  } finally {
    db.close();
  }
};
