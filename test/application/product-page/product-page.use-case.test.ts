import { VirtualTimeScheduler } from 'rxjs';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import { PortalFrame } from '../../../src/application/frame/portal-frame.use-case';
import { ProductPage } from '../../../src/application/product-page/product-page.use-case';
import { FakeAnalytics, FakeCountryFeatures, FakePreferenceStore, settle } from '../fakes';
import {
  ACME,
  FakeEntitlementQueries,
  FakeProfileGateway,
  entitled,
  entitlementsFor,
} from '../frame-fakes';

// The product page follows the frame (the country) and the header's selection (D-ADS-3).

const setup = () => {
  const queries = new FakeEntitlementQueries();
  const selector = new CompanySelector(
    queries,
    new FakePreferenceStore(),
    new FakeAnalytics(),
    new VirtualTimeScheduler(),
  );
  const features = new FakeCountryFeatures();
  const frame = new PortalFrame(
    new FakeProfileGateway(),
    features,
    { now: () => new Date('2026-11-23T12:00:00Z') },
    selector,
  );
  return { queries, frame, page: new ProductPage(frame, selector, features) };
};

describe('the product page’s store', () => {
  it('is loading until the frame has loaded, then shows the product for the user’s country', async () => {
    const { page, frame } = setup();
    page.open('252');
    expect(page.snapshot).toEqual({ screen: 'loading' });
    await frame.load();
    await settle();
    expect(page.snapshot).toMatchObject({
      screen: 'product',
      title: 'Credit Monitor',
      purchase: { kind: 'buy', url: 'https://www.provider.example/products?product=252' },
    });
  });

  it('follows what the selected company holds, and lets go when closed', async () => {
    const { page, frame, queries } = setup();
    queries.current = entitlementsFor(ACME.duns, [ACME], {
      vboEntitlements: [entitled('Credit Monitor', 252, 14176)],
    });
    page.open('252');
    await frame.load();
    await settle();
    expect(page.snapshot).toMatchObject({ purchase: { kind: 'held' } });
    page.dispose();
    page.open('999');
    expect(page.snapshot).toEqual({ screen: 'notFound', myAppsPath: '/' });
  });
});
