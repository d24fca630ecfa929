import { sql } from 'kysely';
import { DirectoryRow, SEARCH_LIMIT, type DirectoryCompany } from './company-directory';
import { directoryQuery, searchKeys } from './search-words';
import { SqlDirectoryRepository } from './sql-directory-repository';

/**
 * The directory in SQLite, searched through the FTS5 index of ZIP-scoped keys (migration 301,
 * D-PERF-8); over the server's query layer or a transaction of it.
 */
export class SqliteDirectoryRepository extends SqlDirectoryRepository {
  async search(businessName: string, zipCode: string): Promise<DirectoryCompany[]> {
    const query = directoryQuery(businessName, zipCode);
    if (query === undefined) return [];
    // The ranking of D-STORE-11: every word in the business name first, then the name with case
    // ignored as NOCASE does (ASCII only), then the DUNS number.
    const { rows } = await sql`
      SELECT d.duns AS dunsNumber, d.business_name AS businessName, d.trade_name AS tradeName,
        d.street_address AS streetAddress, d.city, d.state, d.zip_code AS zipCode
      FROM gad_directory_keys k JOIN gad_directory d ON d.id = k.rowid
      WHERE gad_directory_keys MATCH ${query}
      ORDER BY k.rowid IN (SELECT rowid FROM gad_directory_keys
          WHERE gad_directory_keys MATCH ${`business_keys : (${query})`}) DESC,
        d.business_name COLLATE NOCASE, d.duns
      LIMIT ${SEARCH_LIMIT}`.execute(this.db);
    return DirectoryRow.all(rows);
  }

  protected async index(id: number, company: DirectoryCompany): Promise<void> {
    await sql`INSERT INTO gad_directory_keys (rowid, business_keys, trade_keys)
      VALUES (${id}, ${searchKeys(company.zipCode, company.businessName)},
        ${searchKeys(company.zipCode, company.tradeName)})`.execute(this.db);
  }
}
