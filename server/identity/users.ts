import { Type, type Static } from 'typebox';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly languagePreference: string;
  readonly phoneNumber: string;
  /** The postal address (spec §3 profile details), '' until the user gives one. */
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly passwordHash: string;
  readonly passwordChangedAt: number;
  readonly passwordIsTemporary: boolean;
  readonly isDnbUser: boolean;
  readonly magento: boolean;
  readonly ebDashboard: boolean;
  readonly customerPortal: boolean;
}

const UserRow = rowShape(
  'UserRow',
  Type.Object({
    id: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    country_code: Type.String(),
    language_preference: Type.String(),
    phone_number: Type.String(),
    street: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postal_code: Type.String(),
    password_hash: Type.String(),
    password_changed_at: Type.Integer(),
    password_is_temporary: Type.Integer(),
    is_dnb_user: Type.Integer(),
    magento: Type.Integer(),
    eb_dashboard: Type.Integer(),
    customer_portal: Type.Integer(),
  }),
);

type UserRow = Static<typeof UserRow.schema>;

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
});

export class UserRepository {
  constructor(private readonly db: Db) {}

  findByEmail(email: string): UserRecord | undefined {
    const row = UserRow.one(this.db.prepare('SELECT * FROM users WHERE email = ?').get(email));
    return row && toUser(row);
  }

  findById(id: string): UserRecord | undefined {
    const row = UserRow.one(this.db.prepare('SELECT * FROM users WHERE id = ?').get(id));
    return row && toUser(row);
  }

  /**
   * Replaces the password hash if the current one is still `expectedHash` (so two concurrent
   * changes cannot both win); a password set this way is never temporary. False when not replaced.
   */
  updatePassword(
    id: string,
    passwordHash: string,
    changedAt: number,
    expectedHash: string,
  ): boolean {
    const { changes } = this.db
      .prepare(
        `UPDATE users SET password_hash = ?, password_changed_at = ?, password_is_temporary = 0
         WHERE id = ? AND password_hash = ?`,
      )
      .run(passwordHash, changedAt, id, expectedHash);
    return changes === 1;
  }
}
