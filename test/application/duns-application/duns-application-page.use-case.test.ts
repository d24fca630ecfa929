import * as TE from 'fp-ts/TaskEither';
import { VirtualTimeScheduler } from 'rxjs';
import { DunsApplicationPage } from '../../../src/application/duns-application/duns-application-page.use-case';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import type {
  DunsApplication,
  DunsApplicationDetails,
  GetADunsGateway,
} from '../../../src/application/ports/get-a-duns-gateway.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { FakeAnalytics, FakePreferenceStore, settle } from '../fakes';
import { entitlementsFor, FakeEntitlementQueries } from '../frame-fakes';

// Spec §2 /duns-application, §7 GET /entitlements/getNewDFCCase?flow=GAD, D-API-7 (one application
// per user, started by that call), D-DUNSAPP-UI-1 (never called on opening the page).

const PENDING: DunsApplication = {
  caseId: 'DFC-1',
  status: 'pending',
  submittedAt: '2026-11-26T10:00:00.000Z',
  businessName: 'Maple Books',
  issuedDuns: undefined,
};

const unexpected = () => {
  throw new Error('not expected by this page');
};

/** The application call answering `applicationAnswer` and recording what it was sent. */
class FakeApplications implements GetADunsGateway {
  readonly sent: DunsApplicationDetails[] = [];
  applicationAnswer: TE.TaskEither<ServiceError, DunsApplication> = TE.right(PENDING);
  searchCompanies = unexpected;
  entitleExistingDuns = unexpected;
  entitleProduct = unexpected;
  entitleFreemium = unexpected;
  dunsApplication(details: DunsApplicationDetails = {}) {
    this.sent.push(details);
    return this.applicationAnswer;
  }
}

/** Counts the loads of the user's companies (the frame's, and the page's after an answer). */
class CountingQueries extends FakeEntitlementQueries {
  loads = 0;
  override currentEntitlements() {
    this.loads += 1;
    return super.currentEntitlements();
  }
}

const setup = async () => {
  const queries = new CountingQueries();
  queries.current = entitlementsFor(undefined, []);
  const selector = new CompanySelector(
    queries,
    new FakePreferenceStore(),
    new FakeAnalytics(),
    new VirtualTimeScheduler(),
  );
  const getADuns = new FakeApplications();
  const page = new DunsApplicationPage(getADuns, selector, 'en-us');
  return { queries, selector, getADuns, page };
};

describe('the DUNS application page', () => {
  it('does not start an application on opening; the form is shown', async () => {
    const { selector, getADuns, page } = await setup();
    await selector.load();
    page.open();
    await settle();
    expect(getADuns.sent).toEqual([]);
    expect(page.snapshot.screen).toEqual({
      kind: 'form',
      submitting: false,
      errorId: undefined,
      inProgress: undefined,
    });
  });

  it('shows an application the entitlement object lists as not issued, with its status and date', async () => {
    const { queries, selector, page } = await setup();
    queries.current = entitlementsFor(undefined, [], {
      dfcEntitlements: [
        {
          caseId: 'DFC-OLD',
          duns: '123456789',
          productName: 'Free DUNS number',
          status: 'issued',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        {
          caseId: 'DFC-2026-000101',
          duns: undefined,
          productName: 'Free DUNS number',
          status: 'pending',
          createdAt: '2026-11-24T09:00:00.000Z',
        },
      ],
    });
    page.open();
    await selector.load();
    expect(page.snapshot.screen).toMatchObject({
      kind: 'form',
      inProgress: {
        status: { id: 'tile.pill.pendingDunsNumberCreation', tone: 'warning' },
        submittedAt: '2026-11-24T09:00:00.000Z',
      },
    });
  });

  it.each([
    [
      'both fields',
      { businessName: 'Maple Books', zipCode: '07078' },
      { businessName: 'Maple Books', zipCode: '07078' },
    ],
    ['a sole proprietor under their own name', { businessName: '', zipCode: '' }, {}],
    ['a ZIP alone', { businessName: '', zipCode: '10001' }, { zipCode: '10001' }],
  ])(
    'applies with %s, shows the answer and reloads the frame’s companies',
    async (_case, form, details) => {
      const { queries, selector, getADuns, page } = await setup();
      await selector.load();
      page.open();
      const loadsBefore = queries.loads;
      const applying = page.apply(form);
      expect(page.snapshot.screen).toMatchObject({ kind: 'form', submitting: true });
      await applying;
      await settle();
      expect(getADuns.sent).toEqual([details]);
      expect(page.snapshot.screen).toMatchObject({
        kind: 'applied',
        caseId: 'DFC-1',
        stage: 'pending',
      });
      expect(queries.loads).toBe(loadsBefore + 1);
    },
  );

  it('keeps the form, saying the application is not complete, until it is completed (D-DUNSAPP-UI-4)', async () => {
    const { queries, selector, getADuns, page } = await setup();
    await selector.load();
    page.open();
    const loadsBefore = queries.loads;
    getADuns.applicationAnswer = TE.right({
      ...PENDING,
      status: 'notComplete',
      submittedAt: '2026-11-26T09:00:00.000Z',
    });
    // What the entitlement object lists once the service has started it.
    queries.current = entitlementsFor(undefined, [], {
      dfcEntitlements: [
        {
          caseId: 'DFC-1',
          duns: undefined,
          productName: 'Free DUNS number',
          status: 'notComplete',
          createdAt: '2026-11-26T09:00:00.000Z',
        },
      ],
    });
    await page.apply({ businessName: 'Maple Books', zipCode: '' });
    await settle();
    expect(page.snapshot.screen).toEqual({
      kind: 'form',
      submitting: false,
      errorId: undefined,
      inProgress: {
        status: { id: 'tile.pill.dunsApplicationNotComplete', tone: 'warning' },
        submittedAt: '2026-11-26T09:00:00.000Z',
        notComplete: true,
      },
    });
    // The header and the dashboard learn of it too.
    expect(queries.loads).toBe(loadsBefore + 1);

    getADuns.applicationAnswer = TE.right(PENDING);
    await page.apply({ businessName: 'Maple Books', zipCode: '07078' });
    expect(getADuns.sent).toEqual([
      { businessName: 'Maple Books' },
      { businessName: 'Maple Books', zipCode: '07078' },
    ]);
    expect(page.snapshot.screen).toMatchObject({ kind: 'applied', stage: 'pending' });
  });

  it('keeps the form with the message when the request fails, and applies again', async () => {
    const { selector, getADuns, page } = await setup();
    await selector.load();
    page.open();
    getADuns.applicationAnswer = TE.left({ code: 'service.unavailable' });
    await page.apply({ businessName: 'Maple Books', zipCode: '' });
    expect(page.snapshot.screen).toEqual({
      kind: 'form',
      submitting: false,
      errorId: 'error.generic',
      inProgress: undefined,
    });
    getADuns.applicationAnswer = TE.right({ ...PENDING, status: 'processing' });
    await page.apply({ businessName: 'Maple Books', zipCode: '' });
    expect(page.snapshot.screen).toMatchObject({ kind: 'applied', stage: 'processing' });
    expect(getADuns.sent).toHaveLength(2);
  });

  it('sends one request however often Apply is pressed while it runs', async () => {
    const { selector, getADuns, page } = await setup();
    await selector.load();
    page.open();
    await Promise.all([
      page.apply({ businessName: 'Maple Books', zipCode: '' }),
      page.apply({ businessName: 'Maple Books', zipCode: '' }),
    ]);
    expect(getADuns.sent).toHaveLength(1);
  });

  it('stops following the frame once the page is closed', async () => {
    const { queries, selector, page } = await setup();
    page.open();
    page.dispose();
    queries.current = entitlementsFor(undefined, [], {
      dfcEntitlements: [
        {
          caseId: 'DFC-2',
          duns: undefined,
          productName: 'Free DUNS number',
          status: 'processing',
          createdAt: '2026-11-24T09:00:00.000Z',
        },
      ],
    });
    await selector.load();
    expect(page.snapshot.screen).toMatchObject({ kind: 'form', inProgress: undefined });
  });
});
