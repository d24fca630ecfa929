import * as t from 'io-ts';
import { DunsCodec } from './duns.codec';

export const EntitlementObjectCodec = t.type({
  companyInfo: t.array(t.type({ dunsNumber: DunsCodec, businessName: t.string, role: t.string })),
  vboEntitlements: t.array(
    t.type({
      appId: t.number,
      productId: t.union([t.number, t.null]),
      product_name: t.string,
      dunsNumber: t.union([DunsCodec, t.null]),
      plaAccepted: t.boolean,
    }),
  ),
});
