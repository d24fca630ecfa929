import { VirtualTimeScheduler } from 'rxjs';
import { toDashboardViewModel } from '../../../src/application/dashboard/dashboard.view-model';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import type { CompanyEntitlements } from '../../../src/application/ports/entitlement-queries.port';
import { FakeAnalytics, FakePreferenceStore } from '../fakes';
import { entitled, entitlementsFor, FakeEntitlementQueries } from '../frame-fakes';

// Issue 30: each pill that only the domain's tables showed, from the entitlement object the
// backend answers for the persona seeded to show it (server/seed/pill-personas.ts; the answer
// itself is checked by test/server/pill-personas.test.ts), through the company selector's first
// load and the dashboard's view model, as the dashboard gets it.

/** Credit Insights Free waiting for a DUNS number, as the personas hold it. */
const waitingForDuns = entitled('Credit Insights Free', 294, 14706, {
  duns: undefined,
  status: 'pending',
});

/** The dashboard's tiles, with their pills, for a user whose first entitlement object is `current`. */
const tilesFor = async (current: CompanyEntitlements) => {
  const queries = new FakeEntitlementQueries();
  queries.current = current;
  const selector = new CompanySelector(
    queries,
    new FakePreferenceStore(),
    new FakeAnalytics(),
    new VirtualTimeScheduler(),
  );
  await selector.load();
  const model = toDashboardViewModel(
    { status: 'ready', user: { firstName: 'Nadia' }, country: 'US' },
    selector.snapshot,
    { status: 'idle' },
  );
  if (model.status !== 'ready') throw new Error(`not ready: ${model.status}`);
  return model.tiles.map((tile) => ({ title: tile.title, pill: tile.pill }));
};

describe('the pills of the issue 30 personas', () => {
  it('gad.processing: "DUNS application processing" on the product waiting for the DUNS', async () => {
    const tiles = await tilesFor(
      entitlementsFor(undefined, [], {
        vboEntitlements: [waitingForDuns],
        isPendingOwlEntitlementsAvailable: true,
        dfcEntitlements: [
          {
            caseId: 'DFC-2026-000088',
            duns: undefined,
            productName: 'Free DUNS number',
            status: 'processing',
            createdAt: '2026-11-12T10:00:00.000Z',
          },
        ],
      }),
    );
    expect(tiles).toEqual([
      {
        title: 'Credit Insights Free',
        pill: { id: 'tile.pill.dunsApplicationProcessing', values: {}, tone: 'info' },
      },
    ]);
  });

  it('add.company: "pending add your company" on a product of one company held for none', async () => {
    const tiles = await tilesFor(
      entitlementsFor(undefined, [], {
        vboEntitlements: [entitled('Registered Seal', 274, 28, { duns: undefined })],
      }),
    );
    expect(tiles).toEqual([
      {
        title: 'Registered Seal',
        pill: { id: 'tile.pill.pendingAddYourCompany', values: {}, tone: 'warning' },
      },
    ]);
  });

  it('gad.incomplete: "DUNS application not complete" on the product waiting for the DUNS', async () => {
    const tiles = await tilesFor(
      entitlementsFor(undefined, [], {
        vboEntitlements: [waitingForDuns],
        isPendingOwlEntitlementsAvailable: true,
        dfcEntitlements: [
          {
            caseId: 'DFC-2026-000093',
            duns: undefined,
            productName: 'Free DUNS number',
            status: 'notComplete',
            createdAt: '2026-11-19T10:00:00.000Z',
          },
        ],
      }),
    );
    expect(tiles).toEqual([
      {
        title: 'Credit Insights Free',
        pill: { id: 'tile.pill.dunsApplicationNotComplete', values: {}, tone: 'warning' },
      },
    ]);
  });
});
