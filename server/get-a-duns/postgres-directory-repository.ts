import { sql } from 'kysely';
import { DirectoryRow, SEARCH_LIMIT, type DirectoryCompany } from './company-directory';
import { companySearchKeys, typedSearch } from './search-words';
import { SqlDirectoryRepository } from './sql-directory-repository';

/**
 * The directory in PostgreSQL, searched through the table of ZIP-scoped keys (migration 302,
 * D-STORE-11): one join per word typed, each reading that word's postings in the ZIP by the
 * primary key, the last word's as a prefix range.
 */
export class PostgresDirectoryRepository extends SqlDirectoryRepository {
  async search(businessName: string, zipCode: string): Promise<DirectoryCompany[]> {
    const typed = typedSearch(businessName, zipCode);
    if (typed === undefined) return [];
    const conditions = [
      ...typed.whole.map((key) => sql`key = ${key}`),
      // A key is a ZIP Code and letters or digits only, so it holds no LIKE wildcard.
      sql`key LIKE ${`${typed.prefix}%`}`,
    ];
    const words = conditions.map((condition, index) => {
      const word = sql.table(`w${index}`);
      return sql`JOIN (SELECT directory_id, bool_or(in_business) AS in_business
          FROM gad_directory_keys WHERE ${condition} GROUP BY directory_id) ${word}
        ON ${word}.directory_id = d.id`;
    });
    const everyWordInBusiness = sql.join(
      conditions.map((_, index) => sql`${sql.table(`w${index}`)}.in_business`),
      sql` AND `,
    );
    // The ranking of D-STORE-11, as SQLite's: lower() under the "C" collation folds ASCII only,
    // as NOCASE does, and compares code points, as SQLite compares UTF-8 bytes.
    const { rows } = await sql`
      SELECT d.duns AS "dunsNumber", d.business_name AS "businessName",
        d.trade_name AS "tradeName", d.street_address AS "streetAddress", d.city, d.state,
        d.zip_code AS "zipCode"
      FROM gad_directory d ${sql.join(words, sql` `)}
      ORDER BY (${everyWordInBusiness}) DESC, lower(d.business_name COLLATE "C"), d.duns
      LIMIT ${SEARCH_LIMIT}`.execute(this.db);
    return DirectoryRow.all(rows);
  }

  protected async index(id: number, company: DirectoryCompany): Promise<void> {
    const keys = companySearchKeys(company.zipCode, company.businessName, company.tradeName);
    if (keys.length === 0) return;
    await this.db
      .insertInto('gad_directory_keys')
      .values(
        keys.map(({ key, inBusiness }) => ({ key, directory_id: id, in_business: inBusiness })),
      )
      .execute();
  }
}
