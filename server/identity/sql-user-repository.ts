import type { Selectable } from 'kysely';
import type { QueryLayer } from '../db/query-layer';
import type { UsersTable } from '../db/tables';
import type { ProfileDetails, UserRecord, UserRepository } from './user-repository';

const COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'country_code',
  'language_preference',
  'phone_number',
  'street',
  'city',
  'state',
  'postal_code',
  'password_hash',
  'password_changed_at',
  'password_is_temporary',
  'is_dnb_user',
  'magento',
  'eb_dashboard',
  'customer_portal',
  'account_status',
] as const;

type UserRow = Pick<Selectable<UsersTable>, (typeof COLUMNS)[number]>;

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  countryCode: row.country_code,
  languagePreference: row.language_preference,
  phoneNumber: row.phone_number,
  street: row.street,
  city: row.city,
  state: row.state,
  postalCode: row.postal_code,
  passwordHash: row.password_hash,
  passwordChangedAt: row.password_changed_at,
  passwordIsTemporary: row.password_is_temporary === 1,
  isDnbUser: row.is_dnb_user === 1,
  magento: row.magento === 1,
  ebDashboard: row.eb_dashboard === 1,
  customerPortal: row.customer_portal === 1,
  emailVerified: row.account_status !== 'pending',
});

/**
 * The accounts in SQLite or PostgreSQL, through the query layer (D-STORE-4). The email column
 * compares without case on both engines (NOCASE, CITEXT), so a plain equality finds any spelling.
 */
export class SqlUserRepository implements UserRepository {
  constructor(private readonly db: QueryLayer) {}

  findByEmail(email: string): Promise<UserRecord | undefined> {
    return this.find('email', email);
  }

  findById(id: string): Promise<UserRecord | undefined> {
    return this.find('id', id);
  }

  private async find(by: 'id' | 'email', value: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(COLUMNS)
      .where(by, '=', value)
      .executeTakeFirst();
    return row && toUser(row);
  }

  async updateLanguage(id: string, languagePreference: string): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('users')
      .set({ language_preference: languagePreference })
      .where('id', '=', id)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }

  async updateProfile(id: string, details: ProfileDetails): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('users')
      .set({
        first_name: details.firstName,
        last_name: details.lastName,
        phone_number: details.phoneNumber,
        street: details.street,
        city: details.city,
        state: details.state,
        postal_code: details.postalCode,
        language_preference: details.languagePreference,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }
}
