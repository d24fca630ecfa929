import type { QueryLayer } from '../db/query-layer';
import type { DirectoryCompany } from './company-directory';

/**
 * The provider's directory of companies behind the Get-a-DUNS search (spec §7 companySearch), in
 * one engine's own search index (D-STORE-10).
 */
export interface DirectoryRepository {
  /**
   * Companies in `zipCode` whose business or trade name holds every word typed (the last also as
   * the start of a word), case and accents ignored; best match first, the business name weighing
   * more than the trade name, ties by name then DUNS; at most SEARCH_LIMIT. None when nothing
   * typed is a word or the ZIP Code is not five digits.
   */
  search(businessName: string, zipCode: string): Promise<DirectoryCompany[]>;
  find(dunsNumber: string): Promise<DirectoryCompany | undefined>;
  /** Adds a company (a DUNS number just issued) to the directory and its search index. */
  add(company: DirectoryCompany): Promise<void>;
}

/**
 * The directory over a query layer or a transaction of it: inside a transaction only the
 * transaction's handle may be used, since on SQLite the server's layer waits for the same connection.
 */
export type DirectoryIn = (db: QueryLayer) => DirectoryRepository;
