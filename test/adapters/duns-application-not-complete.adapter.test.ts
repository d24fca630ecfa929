import * as E from 'fp-ts/Either';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpEntitlementQueries } from '../../src/adapters/http/http-entitlement-queries.adapter';
import { HttpGetADunsGateway } from '../../src/adapters/http/http-get-a-duns-gateway.adapter';

// D-DUNSAPP-UI-4: a free DUNS application started and not submitted is `notComplete` on the wire,
// both in getNewDFCCase's answer and as the entitlement object's credit-file case; the adapters
// read it (an older portal refused the whole answer as malformed).

const clientAnswering = (body: unknown) =>
  new HttpClient({
    baseUrl: '/services',
    fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
    timeoutMs: 1000,
    csrfToken: () => 'csrf-1',
  });

const STARTED = '2026-11-19T15:00:00.000Z';

describe('a DUNS application not complete, as the adapters read it', () => {
  it('getNewDFCCase: the application, not complete, without a DUNS', async () => {
    const answer = await new HttpGetADunsGateway(
      clientAnswering({
        caseId: 'DFC-9',
        status: 'notComplete',
        submittedAt: STARTED,
        businessName: 'Santos Mobile Detailing',
      }),
    ).dunsApplication()();
    expect(answer).toEqual(
      E.right({
        caseId: 'DFC-9',
        status: 'notComplete',
        submittedAt: STARTED,
        businessName: 'Santos Mobile Detailing',
        issuedDuns: undefined,
      }),
    );
  });

  it('the entitlement object: its case in dfcEntitlements', async () => {
    const answer = await new HttpEntitlementQueries(
      clientAnswering({
        selectedDuns: null,
        companyInfo: [],
        credibilityEntitlements: [],
        vboEntitlements: [],
        vboAssociatedDuns: [],
        dfcEntitlements: [
          {
            caseId: 'DFC-9',
            dunsNumber: null,
            productName: 'Free DUNS number',
            status: 'notComplete',
            createdAt: STARTED,
          },
        ],
        pla: { accepted_tos: true, pla_content: '' },
        isPendingOwlEntitlementsAvailable: false,
      }),
    ).currentEntitlements()();
    expect(E.isRight(answer) && answer.right.dfcEntitlements).toEqual([
      {
        caseId: 'DFC-9',
        duns: undefined,
        productName: 'Free DUNS number',
        status: 'notComplete',
        createdAt: STARTED,
      },
    ]);
  });
});
