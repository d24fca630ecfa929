import type { QueryLayer } from '../db/query-layer';
import type {
  IssuedSecret,
  RegistrationAccount,
  RegistrationDetails,
  RegistrationRepository,
  StoredCode,
  StoredLink,
} from './registration-repository';

const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'account_status',
  'first_name',
  'language_preference',
  'password_hash',
  'registration_redirect_url',
] as const;

const columnsOf = (details: RegistrationDetails) => ({
  email: details.email,
  first_name: details.firstName,
  last_name: details.lastName,
  country_code: details.countryCode,
  language_preference: details.languagePreference,
  phone_number: details.phoneNumber,
  street: details.street,
  city: details.city,
  state: details.state,
  postal_code: details.postalCode,
  registration_source: details.source,
  terms_accepted_at: details.termsAcceptedAt,
  pla_version: details.plaVersion,
  registration_redirect_url: details.redirectUrl,
  registration_encrypted_duns: details.encryptedDuns,
});

/** Self-registration in SQLite or PostgreSQL, through the query layer (D-STORE-4, D-STORE-9). */
export class SqlRegistrationRepository implements RegistrationRepository {
  constructor(private readonly db: QueryLayer) {}

  findByEmail(email: string): Promise<RegistrationAccount | undefined> {
    return this.account('email', email);
  }

  findById(id: string): Promise<RegistrationAccount | undefined> {
    return this.account('id', id);
  }

  private async account(
    by: 'id' | 'email',
    value: string,
  ): Promise<RegistrationAccount | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(ACCOUNT_COLUMNS)
      .where(by, '=', value)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        email: row.email,
        status: row.account_status,
        firstName: row.first_name,
        languagePreference: row.language_preference,
        hasPassword: row.password_hash !== '',
        redirectUrl: row.registration_redirect_url,
      }
    );
  }

  async createPending(id: string, details: RegistrationDetails, now: number): Promise<boolean> {
    const inserted = await this.db
      .insertInto('users')
      .values({
        ...columnsOf(details),
        id,
        password_hash: '',
        password_changed_at: 0,
        created_at: now,
        account_status: 'pending',
        magento: 0,
        eb_dashboard: 1,
        customer_portal: 1,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    return inserted.numInsertedOrUpdatedRows === 1n;
  }

  async restartPending(id: string, details: RegistrationDetails): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('users')
      .set({ ...columnsOf(details), account_status: 'pending', password_hash: '' })
      .where('id', '=', id)
      .where('password_hash', '=', '')
      .where('account_status', '<>', 'active')
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }

  async issueCode(userId: string, code: IssuedSecret, confirmLink: IssuedSecret): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('registration_codes')
        .values({
          user_id: userId,
          code_hash: code.digest,
          created_at: code.createdAt,
          expires_at: code.expiresAt,
          failed_attempts: 0,
        })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            code_hash: code.digest,
            created_at: code.createdAt,
            expires_at: code.expiresAt,
            failed_attempts: 0,
          }),
        )
        .execute();
      await trx.deleteFrom('registration_tokens').where('user_id', '=', userId).execute();
      await trx
        .insertInto('registration_tokens')
        .values(linkRow(userId, 'confirm', confirmLink))
        .execute();
    });
  }

  async findCode(userId: string): Promise<StoredCode | undefined> {
    const row = await this.db
      .selectFrom('registration_codes')
      .select(['code_hash', 'expires_at', 'failed_attempts'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (
      row && {
        digest: row.code_hash,
        expiresAt: row.expires_at,
        failedAttempts: row.failed_attempts,
      }
    );
  }

  async countWrongCode(userId: string): Promise<void> {
    await this.db
      .updateTable('registration_codes')
      .set((column) => ({ failed_attempts: column('failed_attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
  }

  async findLink(digest: string, purpose: 'confirm' | 'continue'): Promise<StoredLink | undefined> {
    const row = await this.db
      .selectFrom('registration_tokens')
      .select(['user_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', digest)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    return (
      row && { userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at ?? undefined }
    );
  }

  async markVerified(userId: string, continueLink: IssuedSecret): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ account_status: 'verified' })
        .where('id', '=', userId)
        .execute();
      await trx.deleteFrom('registration_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('registration_tokens').where('user_id', '=', userId).execute();
      await trx
        .insertInto('registration_tokens')
        .values(linkRow(userId, 'continue', continueLink))
        .execute();
    });
  }

  async activateVerified(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ account_status: 'active' })
        .where('id', '=', userId)
        .where('account_status', '=', 'pending')
        .execute();
      await trx.deleteFrom('registration_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('registration_tokens').where('user_id', '=', userId).execute();
    });
  }

  async activate(
    userId: string,
    linkDigest: string,
    passwordHash: string,
    now: number,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // Spent in the transaction that sets the password: of two racing requests, one does both.
      const spent = await trx
        .updateTable('registration_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', linkDigest)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (spent.numUpdatedRows !== 1n) return false;
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          password_changed_at: now,
          password_is_temporary: 0,
          account_status: 'active',
        })
        .where('id', '=', userId)
        .execute();
      return true;
    });
  }

  async deleteSpentLinks(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('registration_tokens')
      .where((row) => row.or([row('used_at', 'is not', null), row('expires_at', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteExpiredCodes(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('registration_codes')
      .where('expires_at', '<=', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

const linkRow = (userId: string, purpose: 'confirm' | 'continue', link: IssuedSecret) => ({
  token_hash: link.digest,
  user_id: userId,
  purpose,
  created_at: link.createdAt,
  expires_at: link.expiresAt,
});
