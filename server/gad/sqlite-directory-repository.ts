import { sql } from 'kysely';
import type { QueryLayer } from '../db/query-layer';
import {
  DirectoryRow,
  directoryQuery,
  SEARCH_LIMIT,
  searchKeys,
  type DirectoryCompany,
} from './company-directory';
import type { DirectoryRepository } from './directory-repository';

/**
 * The directory in SQLite, searched through the FTS5 index of ZIP-scoped keys (migration 301,
 * D-PERF-8); over the server's query layer or a transaction of it.
 */
export class SqliteDirectoryRepository implements DirectoryRepository {
  constructor(private readonly db: QueryLayer) {}

  async search(businessName: string, zipCode: string): Promise<DirectoryCompany[]> {
    const query = directoryQuery(businessName, zipCode);
    if (query === undefined) return [];
    const { rows } = await sql`
      SELECT d.duns AS dunsNumber, d.business_name AS businessName, d.trade_name AS tradeName,
        d.street_address AS streetAddress, d.city, d.state, d.zip_code AS zipCode
      FROM gad_directory_keys k JOIN gad_directory d ON d.id = k.rowid
      WHERE gad_directory_keys MATCH ${query}
      ORDER BY bm25(gad_directory_keys, 10.0, 4.0), d.business_name COLLATE NOCASE, d.duns
      LIMIT ${SEARCH_LIMIT}`.execute(this.db);
    return DirectoryRow.all(rows);
  }

  async find(dunsNumber: string): Promise<DirectoryCompany | undefined> {
    return this.db
      .selectFrom('gad_directory')
      .select([
        'duns as dunsNumber',
        'business_name as businessName',
        'trade_name as tradeName',
        'street_address as streetAddress',
        'city',
        'state',
        'zip_code as zipCode',
      ])
      .where('duns', '=', dunsNumber)
      .executeTakeFirst();
  }

  async add(company: DirectoryCompany): Promise<void> {
    const { id } = await this.db
      .insertInto('gad_directory')
      .values({
        duns: company.dunsNumber,
        business_name: company.businessName,
        trade_name: company.tradeName,
        street_address: company.streetAddress,
        city: company.city,
        state: company.state,
        zip_code: company.zipCode,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO gad_directory_keys (rowid, business_keys, trade_keys)
      VALUES (${id}, ${searchKeys(company.zipCode, company.businessName)},
        ${searchKeys(company.zipCode, company.tradeName)})`.execute(this.db);
  }
}
