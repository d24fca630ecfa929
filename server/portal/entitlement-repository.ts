import { Type, type Static } from 'typebox';
import type { Db } from '../db/database';
import { DunsNumber } from '../http/schemas';

export const CompanyInfo = Type.Object({
  dunsNumber: DunsNumber,
  businessName: Type.String(),
  role: Type.String({ description: "the user's role at the company" }),
});
export type CompanyInfo = Static<typeof CompanyInfo>;

export const ProductEntitlement = Type.Object({
  appId: Type.Integer(),
  productId: Type.Union([Type.Integer(), Type.Null()]),
  product_name: Type.String(),
  dunsNumber: Type.Union([DunsNumber, Type.Null()]),
  status: Type.String(),
  plaAccepted: Type.Boolean(),
});
export type ProductEntitlement = Static<typeof ProductEntitlement>;

/** The entitlement object of spec §3 for a user. */
export const EntitlementObject = Type.Object({
  companyInfo: Type.Array(CompanyInfo),
  vboEntitlements: Type.Array(ProductEntitlement),
});
export type EntitlementObject = Static<typeof EntitlementObject>;

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
