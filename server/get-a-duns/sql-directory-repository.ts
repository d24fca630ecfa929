import type { QueryLayer } from '../db/query-layer';
import type { DirectoryCompany } from './company-directory';
import type { DirectoryRepository } from './directory-repository';

/**
 * What both engines' directories share: the directory's own table, read and written through the
 * query layer; each engine adds its search and how it indexes a company's names.
 */
export abstract class SqlDirectoryRepository implements DirectoryRepository {
  constructor(protected readonly db: QueryLayer) {}

  abstract search(businessName: string, zipCode: string): Promise<DirectoryCompany[]>;

  /** Adds the search keys of `company`, just stored under `id`, to the engine's index. */
  protected abstract index(id: number, company: DirectoryCompany): Promise<void>;

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
    await this.index(id, company);
  }
}
