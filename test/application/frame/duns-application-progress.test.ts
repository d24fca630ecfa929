import { dunsApplicationProgressOf } from '../../../src/application/frame/assigned-companies';
import { pendingCompanyReason } from '../../../src/domain/companies/company-list';
import type { CreditFileCase } from '../../../src/application/ports/entitlement-queries.port';
import { entitlementsFor } from '../frame-fakes';

// D-GAD-ENTRY-1: the application's case status picks the placeholder's pill, as /duns-application
// names it (notComplete → "DUNS application not complete", D-DUNSAPP-UI-4; pending → "Pending DUNS
// number creation", processing → "DUNS application processing").

const creditFileCase = (status: CreditFileCase['status']): CreditFileCase => ({
  caseId: 'DFC-1',
  duns: undefined,
  productName: 'Free DUNS number',
  status,
  createdAt: '2026-03-02T08:00:00.000Z',
});

describe('the placeholder reason of a DUNS application case', () => {
  it.each([
    ['no case', [], 'none', undefined],
    ['a pending case', [creditFileCase('pending')], 'none', 'dunsNumberCreationPending'],
    [
      'a processing case',
      [creditFileCase('processing')],
      'processing',
      'dunsApplicationProcessing',
    ],
    [
      'a pending and a processing case',
      [creditFileCase('pending'), creditFileCase('processing')],
      'processing',
      'dunsApplicationProcessing',
    ],
    [
      'a case not complete',
      [creditFileCase('notComplete')],
      'notComplete',
      'dunsApplicationNotComplete',
    ],
    [
      'a processing case and one not complete',
      [creditFileCase('processing'), creditFileCase('notComplete')],
      'notComplete',
      'dunsApplicationNotComplete',
    ],
  ] as const)('%s → progress %s, reason %s', (_name, cases, progress, reason) => {
    const entitlements = entitlementsFor(undefined, [], { dfcEntitlements: cases });
    expect(dunsApplicationProgressOf(entitlements)).toBe(progress);
    expect(pendingCompanyReason(entitlements, dunsApplicationProgressOf(entitlements))).toBe(
      reason,
    );
  });
});
