import type { ProductTerms } from '../../../src/application/ports/terms-gateway.port';
import {
  toAgreementsViewModel,
  type AgreementsState,
  type AgreementsViewModel,
} from '../../../src/application/agreements/agreements.view-model';
import { productTerms } from './agreements-fakes';

// Spec §2 "/agreement: product-level agreements", modals "product terms (accept or decline)";
// §4 "Declining product terms shows access unavailable; the user must accept to gain access".

const PENDING = productTerms();
const ACCEPTED = productTerms({
  appId: 252,
  productName: 'Credit Monitor',
  duns: '804735132',
  title: 'Credit Monitor Product Licence Agreement',
  version: '3.0',
  status: 'accepted',
  decidedAt: '2026-01-31T10:00:00.000Z',
});
const DECLINED = productTerms({
  appId: 288,
  productName: 'Livelogo',
  duns: undefined,
  status: 'declined',
  decidedAt: '2026-02-01T08:30:00.000Z',
});

const ready = (
  agreements: readonly ProductTerms[],
  overrides: Partial<Extract<AgreementsState, { status: 'ready' }>> = {},
): AgreementsState => ({
  status: 'ready',
  agreements,
  companyNames: new Map([
    ['079942718', 'Shah Consulting'],
    ['804735132', 'Acme Analytics LLC'],
  ]),
  reading: undefined,
  deciding: new Set(),
  failed: new Set(),
  lastDecision: undefined,
  ...overrides,
});

const listOf = (state: AgreementsState): Extract<AgreementsViewModel, { screen: 'list' }> => {
  const model = toAgreementsViewModel(state);
  if (model.screen !== 'list') throw new Error(`expected the list, got ${model.screen}`);
  return model;
};

describe('the agreements view model', () => {
  it.each<[string, AgreementsState, AgreementsViewModel['screen']]>([
    ['the list is loading', { status: 'loading' }, 'loading'],
    ['the list could not be read (a retry is offered)', { status: 'failed' }, 'error'],
    ['the user has no product agreements', ready([]), 'empty'],
    ['the user has product agreements', ready([PENDING]), 'list'],
  ])('%s → %s', (_case, state, screen) => {
    expect(toAgreementsViewModel(state).screen).toBe(screen);
  });

  it('the empty state offers the way home', () => {
    expect(toAgreementsViewModel(ready([]))).toEqual({ screen: 'empty', homePath: '/' });
  });

  it.each<[string, ProductTerms, object]>([
    [
      'pending: a warning pill, no date, read and accept',
      PENDING,
      {
        state: 'pending',
        tone: 'warning',
        decidedAt: undefined,
        action: 'readAndAccept',
        accessUnavailable: false,
      },
    ],
    [
      'accepted: a success pill, the date accepted, nothing to do',
      ACCEPTED,
      {
        state: 'accepted',
        tone: 'success',
        decidedAt: '2026-01-31T10:00:00.000Z',
        action: 'none',
        accessUnavailable: false,
      },
    ],
    [
      '§4 declined: an error pill, the date declined, access unavailable, accept again',
      DECLINED,
      {
        state: 'declined',
        tone: 'error',
        decidedAt: '2026-02-01T08:30:00.000Z',
        action: 'readAndAccept',
        accessUnavailable: true,
      },
    ],
    [
      'a pending agreement shows no date even if the backend sent one',
      productTerms({ decidedAt: '2026-01-01T00:00:00.000Z' }),
      { state: 'pending', decidedAt: undefined },
    ],
  ])('%s', (_case, terms, expected) => {
    expect(listOf(ready([terms])).rows[0]).toMatchObject(expected);
  });

  it.each<[string, ProductTerms, string | undefined]>([
    ["a company the selector knows: the company's name", PENDING, 'Shah Consulting'],
    [
      'a company the selector does not know (yet): no name, the DUNS stays',
      productTerms({ duns: '111111111' }),
      undefined,
    ],
    ['a product without a company: no name, no DUNS', DECLINED, undefined],
  ])('%s', (_case, terms, companyName) => {
    const [row] = listOf(ready([terms])).rows;
    expect(row?.companyName).toBe(companyName);
    expect(row?.duns).toBe(terms.duns);
  });

  it("one row per product and company, in the backend's order, with product, title and version", () => {
    const elsewhere = productTerms({ duns: '804735132' });
    const model = listOf(ready([PENDING, elsewhere, ACCEPTED, DECLINED]));
    expect(
      model.rows.map((row) => [row.key, row.productName, row.companyName, row.title, row.version]),
    ).toEqual([
      ['294:079942718', 'Credit Insights', 'Shah Consulting', PENDING.title, '4.2'],
      ['294:804735132', 'Credit Insights', 'Acme Analytics LLC', PENDING.title, '4.2'],
      ['252:804735132', 'Credit Monitor', 'Acme Analytics LLC', ACCEPTED.title, '3.0'],
      ['288:', 'Livelogo', undefined, DECLINED.title, '4.2'],
    ]);
    expect(model.awaitingAcceptance).toBe(3);
  });

  it.each<[string, Partial<Extract<AgreementsState, { status: 'ready' }>>, object]>([
    ['nothing happening', {}, { busy: false, failed: false }],
    ['its decision is being recorded', { deciding: new Set(['294:079942718']) }, { busy: true }],
    ['its decision failed', { failed: new Set(['294:079942718']) }, { failed: true }],
    [
      "another row's decision is being recorded",
      { deciding: new Set(['252:804735132']) },
      { busy: false },
    ],
  ])('per row: %s', (_case, overrides, expected) => {
    expect(listOf(ready([PENDING, ACCEPTED], overrides)).rows[0]).toMatchObject(expected);
  });

  describe('the product terms dialog', () => {
    it.each<[string, ProductTerms, string | undefined, object | undefined]>([
      ['closed while nothing is being read', PENDING, undefined, undefined],
      [
        'pending: the text, accept or decline (a decision)',
        PENDING,
        '294:079942718',
        {
          productName: 'Credit Insights',
          companyName: 'Shah Consulting',
          version: '4.2',
          agreementText: 'These terms govern your use of Credit Insights.',
          choice: 'acceptOrDecline',
          deciding: false,
          failed: false,
        },
      ],
      [
        'declined already: accept, or close and stay declined',
        DECLINED,
        '288:',
        { choice: 'acceptOrClose' },
      ],
      [
        'without a text from the backend: the product only',
        productTerms({ agreementText: undefined }),
        '294:079942718',
        { agreementText: undefined },
      ],
      [
        'a blank text counts as none',
        productTerms({ agreementText: '  ' }),
        '294:079942718',
        { agreementText: undefined },
      ],
      ['accepted meanwhile: closed', ACCEPTED, '252:804735132', undefined],
      ['an agreement no longer listed: closed', PENDING, '999:', undefined],
    ])('%s', (_case, terms, reading, expected) => {
      const { dialog } = listOf(ready([terms], { reading }));
      if (expected === undefined) expect(dialog).toBeUndefined();
      else expect(dialog).toMatchObject(expected);
    });

    it("shows the row's decision in progress and its failure", () => {
      const key = '294:079942718';
      expect(
        listOf(ready([PENDING], { reading: key, deciding: new Set([key]) })).dialog,
      ).toMatchObject({ deciding: true, failed: false });
      expect(
        listOf(ready([PENDING], { reading: key, failed: new Set([key]) })).dialog,
      ).toMatchObject({ deciding: false, failed: true });
    });
  });

  it.each<[string, { key: string; accepted: boolean } | undefined, object | undefined]>([
    ['no decision yet: nothing to announce', undefined, undefined],
    [
      'accepted: announced with the product',
      { key: '252:804735132', accepted: true },
      { key: '252:804735132', kind: 'accepted', productName: 'Credit Monitor' },
    ],
    [
      'declined: access unavailable is announced',
      { key: '288:', accepted: false },
      { key: '288:', kind: 'declined', productName: 'Livelogo' },
    ],
  ])('%s', (_case, lastDecision, announcement) => {
    expect(listOf(ready([PENDING, ACCEPTED, DECLINED], { lastDecision })).announcement).toEqual(
      announcement,
    );
  });
});
