import * as t from 'io-ts';
import { DunsCodec } from './duns.codec';

// Wire shapes of the Get-a-DUNS calls (server/get-a-duns/get-a-duns-routes.ts), as far as the portal reads them.

export const CompanySearchResponseCodec = t.type({
  companies: t.array(
    t.type({
      dunsNumber: DunsCodec,
      encryptedDuns: t.string,
      businessName: t.string,
      tradeName: t.string,
      streetAddress: t.string,
      city: t.string,
      state: t.string,
      zipCode: t.string,
    }),
  ),
});

export const DfcCaseResponseCodec = t.intersection([
  t.type({
    caseId: t.string,
    status: t.keyof({ notComplete: null, pending: null, processing: null, issued: null }),
    submittedAt: t.string,
    businessName: t.string,
  }),
  t.partial({ dunsNumber: DunsCodec, encryptedDuns: t.string }),
]);

export const EntitledResponseCodec = t.type({
  dunsNumber: DunsCodec,
  appId: t.number,
  productId: t.union([t.number, t.null]),
  productName: t.string,
  entitlementStatus: t.keyof({ active: null, trial: null, pending: null }),
  plaAccepted: t.boolean,
});

export const FreemiumResponseCodec = t.intersection([
  EntitledResponseCodec,
  t.type({ trialEndsAt: t.string, daysLeft: t.number }),
]);

export type EntitledResponse = t.TypeOf<typeof EntitledResponseCodec>;
