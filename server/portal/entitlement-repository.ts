import type { Db } from '../db/database';

export interface CompanyInfo {
  readonly dunsNumber: string;
  readonly businessName: string;
  readonly role: string;
}

export interface ProductEntitlement {
  readonly appId: number;
  readonly productId: number | null;
  readonly product_name: string;
  readonly dunsNumber: string | null;
  readonly status: string;
  readonly plaAccepted: boolean;
}

/** The entitlement object of spec §3 for a user. */
export interface EntitlementObject {
  readonly companyInfo: readonly CompanyInfo[];
  readonly vboEntitlements: readonly ProductEntitlement[];
}

export class EntitlementRepository {
  constructor(private readonly db: Db) {}

  forUser(userId: string): EntitlementObject {
    const companyInfo = this.db
      .prepare(
        `SELECT c.duns AS dunsNumber, c.business_name AS businessName, uc.role AS role
         FROM user_companies uc JOIN companies c ON c.duns = uc.duns WHERE uc.user_id = ?
         ORDER BY c.business_name COLLATE NOCASE`,
      )
      .all(userId) as CompanyInfo[];
    const rows = this.db
      .prepare(
        `SELECT app_id, product_id, product_name, duns, status, pla_accepted FROM entitlements
         WHERE user_id = ? ORDER BY id`,
      )
      .all(userId) as {
      app_id: number;
      product_id: number | null;
      product_name: string;
      duns: string | null;
      status: string;
      pla_accepted: number;
    }[];
    return {
      companyInfo,
      vboEntitlements: rows.map((row) => ({
        appId: row.app_id,
        productId: row.product_id,
        product_name: row.product_name,
        dunsNumber: row.duns,
        status: row.status,
        plaAccepted: row.pla_accepted === 1,
      })),
    };
  }
}
