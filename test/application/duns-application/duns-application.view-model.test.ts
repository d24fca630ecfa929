import {
  applicationFailureMessage,
  deliveryBusinessDaysFor,
  statusPillOf,
  toDunsApplicationViewModel,
  type SubmittedApplication,
} from '../../../src/application/duns-application/duns-application.view-model';
import type { ServiceError } from '../../../src/application/ports/service-error';

const rejected = (status: number, error: string): ServiceError => ({
  code: 'service.rejected',
  status,
  error,
  message: 'the server’s English, never shown',
});

const application = (overrides: Partial<SubmittedApplication> = {}): SubmittedApplication => ({
  caseId: 'DFC-1',
  status: 'pending',
  submittedAt: '2026-11-26T10:00:00.000Z',
  businessName: 'Maple Books',
  issuedDuns: undefined,
  ...overrides,
});

describe('the DUNS application view model', () => {
  // §4 tile pills: DUNS application not complete (warning, D-DUNSAPP-UI-4), pending DUNS number
  // creation (warning), DUNS application processing (info).
  it.each([
    ['notComplete', { id: 'tile.pill.dunsApplicationNotComplete', tone: 'warning' }],
    ['pending', { id: 'tile.pill.pendingDunsNumberCreation', tone: 'warning' }],
    ['processing', { id: 'tile.pill.dunsApplicationProcessing', tone: 'info' }],
    ['issued', { id: 'dunsApplication.status.issued', tone: 'success' }],
  ] as const)('status %s wears %j', (status, pill) => {
    expect(statusPillOf(status)).toEqual(pill);
  });

  // §9 "delivery stated as up to 8 business days in one text; up to 5 business days in French text".
  it.each([
    ['en-us', 8],
    ['en-GB', 8],
    ['cs-cz', 8],
    ['fr-ca', 5],
    ['fr-CA', 5],
  ])('delivery in %s: up to %i business days', (locale, days) => {
    expect(deliveryBusinessDaysFor(locale)).toBe(days);
  });

  // §8 "error passed on": the portal's message for the server's code, else the generic one.
  it.each([
    [rejected(429, 'RATE_LIMITED'), 'error.rateLimited'],
    [rejected(400, 'VALIDATION_ERROR'), 'error.generic'],
    [rejected(401, 'UNAUTHENTICATED'), 'session.expired'],
    [rejected(418, 'SOMETHING_NEW'), 'error.generic'],
    [{ code: 'service.unavailable' } as const, 'error.generic'],
    [{ code: 'service.timeout' } as const, 'error.generic'],
    [{ code: 'service.networkFailure' } as const, 'error.generic'],
    [{ code: 'service.malformedResponse' } as const, 'error.generic'],
  ])('a failure %j shows %s', (failure, messageId) => {
    expect(applicationFailureMessage(failure)).toBe(messageId);
  });

  it('states the 30 business days, the guides and the way to the dashboard on every screen', () => {
    const model = toDunsApplicationViewModel(
      { status: 'form', submitting: false, failure: undefined, inProgress: undefined },
      'en-us',
    );
    expect(model).toMatchObject({
      maxBusinessDays: 30,
      deliveryBusinessDays: 8,
      dashboardPath: '/',
      screen: { kind: 'form', submitting: false, errorId: undefined, inProgress: undefined },
    });
    expect(model.documentGuides.map((guide) => guide.key)).toEqual([
      'corporation',
      'soleProprietor',
      'optionalProofs',
    ]);
    expect(model.documentGuides.every((guide) => guide.documents.length > 0)).toBe(true);
  });

  it.each([
    [
      'a failed request keeps the form, with the message',
      {
        status: 'form',
        submitting: false,
        failure: rejected(429, 'RATE_LIMITED'),
        inProgress: undefined,
      },
      { kind: 'form', submitting: false, errorId: 'error.rateLimited', inProgress: undefined },
    ],
    [
      'an application the entitlement object lists is shown above the form',
      {
        status: 'form',
        submitting: true,
        failure: undefined,
        inProgress: {
          caseId: 'DFC-2026-000101',
          duns: undefined,
          productName: 'Free DUNS number',
          status: 'processing',
          createdAt: '2026-11-20T09:00:00.000Z',
        },
      },
      {
        kind: 'form',
        submitting: true,
        errorId: undefined,
        inProgress: {
          status: { id: 'tile.pill.dunsApplicationProcessing', tone: 'info' },
          submittedAt: '2026-11-20T09:00:00.000Z',
          notComplete: false,
        },
      },
    ],
    [
      'an application not complete is shown above the form, which completes it (D-DUNSAPP-UI-4)',
      {
        status: 'form',
        submitting: false,
        failure: undefined,
        inProgress: { status: 'notComplete', createdAt: '2026-11-19T15:00:00.000Z' },
      },
      {
        kind: 'form',
        submitting: false,
        errorId: undefined,
        inProgress: {
          status: { id: 'tile.pill.dunsApplicationNotComplete', tone: 'warning' },
          submittedAt: '2026-11-19T15:00:00.000Z',
          notComplete: true,
        },
      },
    ],
    [
      'a pending application',
      { status: 'applied', application: application() },
      {
        kind: 'applied',
        caseId: 'DFC-1',
        businessName: 'Maple Books',
        submittedAt: '2026-11-26T10:00:00.000Z',
        stage: 'pending',
        status: { id: 'tile.pill.pendingDunsNumberCreation', tone: 'warning' },
        issued: undefined,
      },
    ],
    [
      'an issued application links to its company’s profile, the DUNS shown as 12-345-6789',
      {
        status: 'applied',
        application: application({
          status: 'issued',
          businessName: '',
          issuedDuns: { duns: '012345678', encryptedDuns: 'sealed' },
        }),
      },
      {
        kind: 'applied',
        caseId: 'DFC-1',
        businessName: '',
        submittedAt: '2026-11-26T10:00:00.000Z',
        stage: 'issued',
        status: { id: 'dunsApplication.status.issued', tone: 'success' },
        issued: { duns: '01-234-5678', companyDetailsPath: '/companyDetails?duns=012345678' },
      },
    ],
  ] as const)('%s', (_case, state, screen) => {
    expect(toDunsApplicationViewModel(state, 'en-us').screen).toEqual(screen);
  });
});
