import { sql, type ExpressionBuilder } from 'kysely';
import type { QueryLayer } from '../db/query-layer';
import type { PortalTables } from '../db/tables';
import type {
  CreditFileCase,
  EntitlementRepository,
  EntitlementScope,
  HeldProduct,
  StoredCompanyRecord,
  StoredEntitlement,
  UnissuedApplication,
} from './entitlement-repository';
import type { CompanyInfo, CredibilityEntitlement } from './entitlement-schemas';

type ScopedTable = 'entitlements' | 'credibility_entitlements' | 'dfc_entitlements';

/** The rows of `userId` in `scope`: a company's and the ones tied to no company, or all. */
const inScope =
  (userId: string, scope: EntitlementScope) =>
  (row: ExpressionBuilder<PortalTables, ScopedTable>) => {
    const mine = row('user_id', '=', userId);
    if (scope.kind === 'all') return mine;
    const noCompany = row('duns', 'is', null);
    return row.and([
      mine,
      scope.kind === 'company' ? row.or([noCompany, row('duns', '=', scope.duns)]) : noCompany,
    ]);
  };

/** Companies, entitlements and cases in SQLite or PostgreSQL (D-STORE-4). */
export class SqlEntitlementRepository implements EntitlementRepository {
  constructor(private readonly db: QueryLayer) {}

  async linkedCompanies(userId: string): Promise<CompanyInfo[]> {
    return this.db
      .selectFrom('user_companies as uc')
      .innerJoin('companies as c', 'c.duns', 'uc.duns')
      .select(['c.duns as dunsNumber', 'c.business_name as businessName', 'uc.role as role'])
      .where('uc.user_id', '=', userId)
      .execute();
  }

  async isLinked(userId: string, duns: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_companies')
      .select('duns')
      .where('user_id', '=', userId)
      .where('duns', '=', duns)
      .executeTakeFirst();
    return row !== undefined;
  }

  async products(userId: string, scope: EntitlementScope): Promise<StoredEntitlement[]> {
    const rows = await this.db
      .selectFrom('entitlements')
      .select([
        'app_id',
        'product_id',
        'product_name',
        'duns',
        'status',
        'pla_accepted',
        'trial_ends_at',
        'assets_ready',
        'new_feature',
      ])
      .where(inScope(userId, scope))
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      appId: row.app_id,
      productId: row.product_id,
      productName: row.product_name,
      duns: row.duns,
      status: row.status,
      plaAccepted: row.pla_accepted === 1,
      trialEndsAt: row.trial_ends_at,
      assetsReady: row.assets_ready === 1,
      newFeature: row.new_feature === 1,
    }));
  }

  async credibilityEntitlements(
    userId: string,
    scope: EntitlementScope,
  ): Promise<CredibilityEntitlement[]> {
    return this.db
      .selectFrom('credibility_entitlements')
      .select(['type', 'display_duns as displayDuns', 'title'])
      .where(inScope(userId, scope))
      .orderBy('id')
      .execute();
  }

  async creditFileCases(userId: string, scope: EntitlementScope): Promise<CreditFileCase[]> {
    return this.db
      .selectFrom('dfc_entitlements')
      .select([
        'case_id as caseId',
        'duns',
        'product_name as productName',
        'status',
        'created_at as createdAt',
      ])
      .where(inScope(userId, scope))
      .orderBy('id')
      .execute();
  }

  async associatedDuns(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('entitlements')
      .select('duns')
      .distinct()
      .where('user_id', '=', userId)
      .where('status', '<>', 'pending')
      .where('duns', 'is not', null)
      .orderBy('duns')
      .execute();
    return rows.flatMap((row) => (row.duns === null ? [] : [row.duns]));
  }

  async hasPendingEntitlement(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('entitlements')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async isCreditSignalMigrated(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('credit_signal_migrated')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.credit_signal_migrated === 1;
  }

  async unissuedApplication(userId: string): Promise<UnissuedApplication | undefined> {
    const row = await this.db
      .selectFrom('gad_duns_applications')
      .select(['case_id as caseId', 'submitted_at as submittedAt', 'complete'])
      .where('user_id', '=', userId)
      .where('duns', 'is', null)
      .executeTakeFirst();
    return row && { ...row, complete: row.complete === 1 };
  }

  async agreementText(appId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('product_terms')
      .select('content')
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row?.content;
  }

  async companyRecord(duns: string): Promise<StoredCompanyRecord | undefined> {
    return this.db
      .selectFrom('companies as c')
      .leftJoin('company_records as r', 'r.duns', 'c.duns')
      .selectAll('c')
      .select([
        'r.country_name',
        'r.building_name',
        'r.industry_description',
        'r.legal_form',
        'r.ownership',
        'r.principal',
        'r.standalone_indicator',
        'r.telephone_number',
        'r.website',
        'r.delinquency',
        'r.financial_stress',
        'r.financial_stress_percentile',
        'r.paydex',
        'r.ser_rating',
        'r.bankruptcy_indicator',
        'r.location_type',
        'r.operating_status',
        'r.report_date',
        'r.state_incorporated',
        'r.annual_sales_cents',
        'r.annual_sales_currency',
        'r.employees',
        'r.year_incorporated',
        'r.year_started',
        'r.current_principals',
        'r.court_judgements',
        'r.mortgages_and_charges',
        'r.highest_past_due_cents',
        'r.highest_past_due_currency',
      ])
      .where('c.duns', '=', duns)
      .executeTakeFirst();
  }

  async heldProducts(
    userId: string,
    appId: number,
    duns: string | undefined,
  ): Promise<HeldProduct[]> {
    let query = this.db
      .selectFrom('entitlements')
      .select(['duns', 'pla_accepted', 'product_name'])
      .where('user_id', '=', userId)
      .where('app_id', '=', appId);
    if (duns !== undefined) {
      query = query.where((row) => row.or([row('duns', 'is', null), row('duns', '=', duns)]));
    }
    const rows = await query
      // Company-tied first; a comparison, so that both engines sort it alike (false before true).
      .orderBy(sql`duns IS NULL`)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      duns: row.duns,
      plaAccepted: row.pla_accepted === 1,
      productName: row.product_name,
    }));
  }

  async markProductOpened(userId: string, appId: number, duns: string | undefined): Promise<void> {
    await this.db
      .updateTable('entitlements')
      .set({ assets_ready: 0, new_feature: 0 })
      .where('user_id', '=', userId)
      .where('app_id', '=', appId)
      .where('duns', duns === undefined ? 'is' : '=', duns ?? null)
      .execute();
  }

  async hasAgreementOpen(userId: string, appId: number, productId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('entitlements')
      .select('id')
      .where('user_id', '=', userId)
      .where('app_id', '=', appId)
      .where('product_id', '=', productId)
      .where('pla_accepted', '=', 0)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
