import fs from 'node:fs';
import path from 'node:path';
import * as E from 'fp-ts/Either';
import { CompanyRecordCodec } from '../../src/adapters/http/entitlement-queries.codecs';
import { isPendingPlaceholder } from '../../src/domain/companies/company';
import { FIELD_MESSAGES } from '../../server/accounts/registration-rules';
import { pendingPlaceholderRecord } from '../../server/entitlements/company-record';

// Issue 31: every rule both sides apply is src/domain's, and the server imports it (D-LAYOUT-4).
// What is left here must be said twice: the English words the server answers for the domain's
// field codes (the portal reads its own from the catalogue), and the placeholder company as it
// crosses the wire. The company order's SQL collation has its own table (company-order-parity).

const portalEnglish = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../translations/source/en-us/domain.json'), 'utf8'),
) as Record<string, string>;

describe("a refused registration or profile field: the server's words are the portal's (§5)", () => {
  it.each(Object.entries(FIELD_MESSAGES))('%s', (code, serverText) => {
    expect(serverText).toBe(portalEnglish[code]);
  });
});

describe('the "(Company pending)" placeholder (spec §3: empty values and that name)', () => {
  it("is what the portal decodes from the server's answer and recognises as the placeholder", () => {
    const decoded = CompanyRecordCodec.decode(JSON.parse(JSON.stringify(pendingPlaceholderRecord)));
    expect(E.isRight(decoded)).toBe(true);
    if (E.isRight(decoded)) expect(isPendingPlaceholder(decoded.right)).toBe(true);
  });
});
