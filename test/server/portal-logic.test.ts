import { sqliteQueryLayer } from '../../server/db/query-layer';
import type { Db } from '../../server/db/database';
import { seed } from '../../server/seed/seed';
import { trialDaysLeft } from '../../server/entitlements/trials';
import { TermsService } from '../../server/terms/terms-service';
import { SqlTermsRepository } from '../../server/terms/sql-terms-repository';
import { PurchaseHistory, formatAmount } from '../../server/purchases/purchase-history';
import { SqlPurchaseRepository } from '../../server/purchases/sql-purchase-repository';
import { decodeDeepLink, encodeDeepLink } from '../../server/hand-off/deep-link';
import { base64OfText } from '../../src/domain/redirects/relay-state';
import {
  demoProductName,
  demoProductUrl,
  renderDemoPage,
} from '../../server/hand-off/demo-product';
import { escapeHtml } from '../../server/http/html-page';
import {
  entitlementServiceOver,
  freshDatabase,
  VirtualClock,
  personaHashesOnce,
} from './test-database';

jest.setTimeout(30_000);

const SEEDED_AT = new Date('2026-03-02T10:00:00Z');
const PUBLIC_URL = 'http://localhost:8080';

let db: Db;
let cleanUp: () => void;
let clock: VirtualClock;

describe('with the seeded personas', () => {
  beforeEach(async () => {
    ({ db, cleanUp } = freshDatabase());
    clock = new VirtualClock(SEEDED_AT);
    await seed(sqliteQueryLayer(db), clock, personaHashesOnce());
  });
  afterEach(() => cleanUp());

  describe('the entitlement object of a company (spec §3)', () => {
    it('covers the chosen company and the products not tied to a company; companyInfo lists every company by name', async () => {
      const object = await entitlementServiceOver(db, clock).entitlementObject('usr-us-owner', {
        kind: 'company',
        duns: '804735132',
      });
      expect(object.selectedDuns).toBe('804735132');
      expect(object.companyInfo.map((company) => company.businessName)).toEqual([
        'Acme Analytics LLC',
        'blue Ridge Bakery Inc',
        'Coastal Freight Co',
      ]);
      expect(object.vboEntitlements.map((product) => product.product_name)).toEqual([
        'Credit Insights',
        'Credit Monitor',
        'Registered Seal',
        'Duns Manager and Profile Manager',
      ]);
      expect(object.vboAssociatedDuns).toEqual(['060704780', '804735132']);
      expect(object.pla.accepted_tos).toBe(true);
      expect(object.pla.pla_content).toContain('Credit Insights');
      expect(object.isPendingOwlEntitlementsAvailable).toBe(false);
    });

    it('the other company of the same user has only its own products', async () => {
      const object = await entitlementServiceOver(db, clock).entitlementObject('usr-us-owner', {
        kind: 'company',
        duns: '060704780',
      });
      expect(object.vboEntitlements).toEqual([
        {
          appId: 306,
          productId: 31,
          product_name: 'AAA Diploma',
          dunsNumber: '060704780',
          status: 'active',
          plaAccepted: true,
          assetsReady: false,
          newFeature: false,
        },
        {
          appId: 274,
          productId: 28,
          product_name: 'Registered Seal',
          dunsNumber: '060704780',
          status: 'active',
          plaAccepted: true,
          assetsReady: false,
          newFeature: false,
        },
      ]);
    });

    it('the default company is the first by business name; a user without companies gets no company', async () => {
      const entitlements = entitlementServiceOver(db, clock);
      expect(await entitlements.defaultScope('usr-us-owner')).toEqual({
        kind: 'company',
        duns: '804735132',
      });
      expect(await entitlements.defaultScope('usr-new-user')).toEqual({ kind: 'noCompany' });
    });

    it('a pending DUNS application: pending product, pending credibility entitlement and a credit-file case', async () => {
      const object = await entitlementServiceOver(db, clock).entitlementObject('usr-pending-duns', {
        kind: 'noCompany',
      });
      expect(object.companyInfo).toEqual([]);
      expect(object.isPendingOwlEntitlementsAvailable).toBe(true);
      expect(object.credibilityEntitlements).toEqual([
        { type: 'pending_duns', displayDuns: '', title: 'Free DUNS number application' },
      ]);
      expect(object.dfcEntitlements).toEqual([
        {
          caseId: 'DFC-2026-000101',
          dunsNumber: null,
          productName: 'Free DUNS number',
          status: 'pending',
          // Sam's application itself, submitted two hours before seeding (D-GAD-ENTRY-1).
          createdAt: '2026-03-02T08:00:00.000Z',
        },
      ]);
      expect(object.vboEntitlements.map((product) => product.status)).toEqual(['pending']);
    });

    it('terms not yet accepted: pla is not accepted and shows that product’s agreement', async () => {
      const object = await entitlementServiceOver(db, clock).entitlementObject(
        'usr-terms-pending',
        {
          kind: 'company',
          duns: '079942718',
        },
      );
      expect(object.pla.accepted_tos).toBe(false);
      expect(object.pla.pla_content).toContain('Credit Insights');
    });

    it('a trial counts its days down on the clock and ends as expired with 0 days left', async () => {
      const entitlements = entitlementServiceOver(db, clock);
      const trial = async () => (await entitlements.productsOf('usr-uk-trial', { kind: 'all' }))[0];
      expect(await trial()).toMatchObject({ status: 'trial', trialDaysLeft: 14, productId: 14707 });
      clock.advanceMinutes(60 * 24 * 11 + 1);
      expect(await trial()).toMatchObject({ status: 'trial', trialDaysLeft: 3 });
      clock.advanceMinutes(60 * 24 * 3);
      expect(await trial()).toMatchObject({ status: 'expired', trialDaysLeft: 0 });
    });

    it('days left round up and never go negative', () => {
      expect(trialDaysLeft(86_400, 0)).toBe(1);
      expect(trialDaysLeft(86_401, 0)).toBe(2);
      expect(trialDaysLeft(0, 0)).toBe(0);
      expect(trialDaysLeft(0, 999_999)).toBe(0);
    });

    it('links: only the user’s own companies', async () => {
      const entitlements = entitlementServiceOver(db, clock);
      expect(await entitlements.isLinked('usr-us-owner', '150483782')).toBe(true);
      expect(await entitlements.isLinked('usr-us-owner', '079942718')).toBe(false);
      expect(await entitlements.isLinked('usr-us-owner', '999999999')).toBe(false);
    });

    it('held products: company-tied first, DUNS-less ones count for any company', async () => {
      const entitlements = entitlementServiceOver(db, clock);
      expect(await entitlements.heldProducts('usr-us-owner', 306, '804735132')).toEqual([]);
      expect(await entitlements.heldProducts('usr-us-owner', 306, undefined)).toHaveLength(1);
      expect(await entitlements.heldProducts('usr-pending-duns', 294, undefined)).toEqual([
        { duns: null, plaAccepted: true, productName: 'Credit Insights Free' },
      ]);
    });
  });

  describe('the company record (spec §3)', () => {
    it('maps the seeded record, numbers as numbers', async () => {
      const record = await entitlementServiceOver(db, clock).companyRecord('804735132', PUBLIC_URL);
      expect(record?.summary).toEqual({
        bankruptcyIndicator: false,
        businessName: 'Acme Analytics LLC',
        locationType: 'Headquarters',
        operatingStatus: 'Active',
        reportDate: '2026-01-15',
        tradeName: 'Acme Analytics',
      });
      expect(record?.scoring).toEqual({
        delinquency: 12,
        financialStress: 2,
        financialStressNationalPercentile: 74,
        paydex: 80,
        serRating: 3,
      });
      expect(record?.mapDetails).toMatchObject({
        countryCode: 'US',
        countryName: 'United States',
        postalCode: '07078',
      });
      expect(record?.profileDetails.companyProfileUrl).toBe(
        `${PUBLIC_URL}/companyDetails?duns=804735132`,
      );
    });

    it('a company without a record still answers with its directory fields and empty details', async () => {
      db.prepare(
        `INSERT INTO companies (duns, business_name, trade_name, street_address, town, territory, postal_code, country_code)
         VALUES ('123456789', 'Bare Co', '', '1 Main St', 'Dover', 'DE', '19901', 'US')`,
      ).run();
      const entitlements = entitlementServiceOver(db, clock);
      const record = await entitlements.companyRecord('123456789', PUBLIC_URL);
      expect(record?.summary.businessName).toBe('Bare Co');
      expect(record?.profileDetails.industryDescription).toBe('');
      expect(record?.scoring.paydex).toBe(0);
      expect(await entitlements.companyRecord('000000000', PUBLIC_URL)).toBeUndefined();
    });
  });

  describe('product licence agreements and legal terms', () => {
    it('declining records the decision, closes the product, and legal-terms shows it declined; accepting reopens it', async () => {
      const terms = new TermsService(new SqlTermsRepository(sqliteQueryLayer(db)), clock);
      const entitlements = entitlementServiceOver(db, clock);
      clock.advanceMinutes(5);
      const declined = await terms.decidePla('usr-us-owner', '804735132', 252, false);
      expect(declined).toEqual({
        kind: 'decided',
        answer: {
          dunsNumber: '804735132',
          appId: 252,
          plaAccepted: false,
          version: '3.0',
          decidedAt: '2026-03-02T10:05:00.000Z',
          accessAvailable: false,
        },
      });
      const object = await entitlements.entitlementObject('usr-us-owner', {
        kind: 'company',
        duns: '804735132',
      });
      expect(object.pla.accepted_tos).toBe(false);
      const monitor = (await terms.legalTerms('usr-us-owner')).productTerms.find(
        (entry) => entry.appId === 252,
      );
      expect(monitor).toMatchObject({
        status: 'declined',
        version: '3.0',
        decidedAt: '2026-03-02T10:05:00.000Z',
      });

      clock.advanceMinutes(5);
      await terms.decidePla('usr-us-owner', '804735132', 252, true);
      expect(
        (await terms.legalTerms('usr-us-owner')).productTerms.find((entry) => entry.appId === 252),
      ).toMatchObject({
        status: 'accepted',
        decidedAt: '2026-03-02T10:10:00.000Z',
      });
    });

    it('a product the user does not hold for that company cannot be decided', async () => {
      expect(
        await new TermsService(new SqlTermsRepository(sqliteQueryLayer(db)), clock).decidePla(
          'usr-us-owner',
          '060704780',
          252,
          true,
        ),
      ).toEqual({ kind: 'notEntitled' });
    });

    it('pending terms show the current version, its text and no date; legal documents show the accepted version and date', async () => {
      const answer = await new TermsService(
        new SqlTermsRepository(sqliteQueryLayer(db)),
        clock,
      ).legalTerms('usr-terms-pending');
      expect(answer.productTerms).toEqual([
        {
          appId: 294,
          product_name: 'Credit Insights',
          dunsNumber: '079942718',
          title: 'Credit Insights Product Licence Agreement',
          version: '4.2',
          status: 'pending',
          decidedAt: null,
          content:
            'These terms govern your use of Credit Insights. Free Credit Insights renews annually at $0. Scores and ratings are for your internal business use only.',
        },
      ]);
      expect(answer.legalTerms).toContainEqual({
        code: 'terms-of-use',
        title: 'Terms of Use',
        url: '/legal/terms-of-use',
        currentVersion: '2025.2',
        acceptedVersion: '2025.2',
        status: 'accepted',
        acceptedAt: '2026-01-31T10:00:00.000Z',
      });
    });

    it('a user who never accepted the legal documents sees them pending', async () => {
      const answer = await new TermsService(
        new SqlTermsRepository(sqliteQueryLayer(db)),
        clock,
      ).legalTerms('usr-new-user');
      expect(answer.productTerms).toEqual([]);
      expect(
        answer.legalTerms.map((entry) => [entry.code, entry.status, entry.acceptedAt]),
      ).toEqual([
        ['terms-of-use', 'pending', null],
        ['privacy-policy', 'pending', null],
      ]);
    });
  });

  describe('orders and subscriptions', () => {
    const repository = () => new SqlPurchaseRepository(sqliteQueryLayer(db));
    const history = () => new PurchaseHistory(repository());

    it('orders come newest first with decimal amounts', async () => {
      const { orders } = await history().orders('usr-us-owner');
      expect(orders.map((order) => [order.orderNumber, order.amount])).toEqual([
        ['ORD-2026-000517', '349.00'],
        ['ORD-2025-118902', '199.00'],
        ['ORD-2025-104233', '0.00'],
      ]);
      expect(await history().orders('usr-new-user')).toEqual({ orders: [] });
    });

    it('a subscription is found only for its owner and application', async () => {
      expect(
        await repository().findSubscription('usr-us-owner', 'SUB-804735132-252', 252),
      ).toMatchObject({ subscriberNumber: 'SUB-804735132-252', appId: 252, duns: '804735132' });
      expect(
        await repository().findSubscription('usr-us-owner', 'SUB-804735132-252', 294),
      ).toBeUndefined();
      expect(
        await repository().findSubscription('usr-uk-trial', 'SUB-804735132-252', 252),
      ).toBeUndefined();
      expect((await history().subscriptions('usr-us-owner')).subscriptions[0]).toMatchObject({
        price: '199.00',
        autoRenew: false,
      });
    });

    it('formats cents', () => {
      expect(formatAmount(1499)).toBe('14.99');
      expect(formatAmount(5)).toBe('0.05');
    });
  });
});

describe('the deep link (spec §2, D-DOM-19)', () => {
  it('round-trips a DUNS number and an application id', () => {
    expect(decodeDeepLink(encodeDeepLink('060704780', 294))).toEqual({
      ok: true,
      value: {
        dunsNumber: '060704780',
        appId: 294,
        parameters: { duns: base64OfText('060704780'), app_id: '294' },
      },
    });
  });

  it('accepts URL-safe base64 without padding and a space for +', () => {
    const standard = encodeDeepLink('804735132');
    const urlSafe = standard.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    expect(decodeDeepLink(urlSafe)).toMatchObject({ ok: true, value: { dunsNumber: '804735132' } });
    expect(decodeDeepLink(standard.replaceAll('+', ' '))).toMatchObject({ ok: true });
  });

  it.each([
    ['not base64', '***', 'PAYLOAD_NOT_BASE64'],
    // Where the portal reads an empty RelayState as an empty query, the decode call has no payload.
    ['an empty payload', ' ', 'PAYLOAD_NOT_BASE64'],
    ['a misplaced padding', 'ab=c', 'PAYLOAD_NOT_BASE64'],
    ['one character too many', 'abcde', 'PAYLOAD_NOT_BASE64'],
    ['binary', Buffer.from([0, 1, 2, 255]).toString('base64'), 'PAYLOAD_NOT_A_QUERY'],
    ['text without a query', base64OfText('hello'), 'PAYLOAD_NOT_A_QUERY'],
    ['a DUNS that is not base64', base64OfText('duns=***'), 'PAYLOAD_INVALID_DUNS'],
    [
      'an eight-digit DUNS',
      base64OfText(`duns=${base64OfText('12345678')}`),
      'PAYLOAD_INVALID_DUNS',
    ],
    [
      'two DUNS numbers',
      base64OfText(`duns=${base64OfText('123456789')}&duns=${base64OfText('123456789')}`),
      'PAYLOAD_INVALID_DUNS',
    ],
    ['a bad app id', base64OfText('app_id=abc'), 'PAYLOAD_INVALID_APP_ID'],
  ])('rejects %s', (_name, payload, error) => {
    expect(decodeDeepLink(payload)).toEqual({ ok: false, error });
  });
});

describe('the demo product page', () => {
  it.each([
    ['154', 'Duns Manager and Profile Manager', 'an app whose products share no name: its first'],
    ['294', 'Credit Insights', 'the name its products share (Credit Insights Free is a variant)'],
    ['283', 'Associate-a-DUNS', 'one product'],
    ['marketing-hub', 'Marketing Hub', 'not a catalogue product'],
    ['999', undefined, 'an unknown app'],
    ['0154', undefined, 'an app id as the catalogue does not write it'],
  ])('names app %s %s: %s', (appId, name, _sentence) => {
    expect(demoProductName(appId)).toBe(name);
  });

  it('builds hand-off URLs for a company, no company and a pending DUNS', () => {
    expect(demoProductUrl(PUBLIC_URL, '294', { flow: 'duns', duns: '804735132' })).toBe(
      `${PUBLIC_URL}/demo-product/294?duns=804735132`,
    );
    expect(demoProductUrl(PUBLIC_URL, 'marketing-hub', { flow: 'noDuns' })).toBe(
      `${PUBLIC_URL}/demo-product/marketing-hub?flow=noDuns`,
    );
    expect(demoProductUrl(PUBLIC_URL, '252', { flow: 'pendingDuns', subscriber: 'S-1' })).toBe(
      `${PUBLIC_URL}/demo-product/252?flow=pendingDuns&subscriber=S-1`,
    );
  });

  it('escapes what it shows', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const html = renderDemoPage({
      productName: 'Credit Insights',
      appId: '294',
      company: {
        kind: 'company',
        duns: '804735132',
        businessName: '<script>alert(1)</script> LLC',
      },
    });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; LLC (DUNS number 804735132)');
    expect(html).not.toContain('<script>');
  });

  it("links back to the portal's sign-out for a product refresh (spec §2 reason, D-AUTH-7)", () => {
    const html = renderDemoPage({ productName: 'ZETA', appId: '253', company: { kind: 'noDuns' } });
    expect(html).toContain('href="/logout?reason=product_refresh"');
  });
});
