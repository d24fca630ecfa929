// The orders and subscriptions behind their port (D-STORE-4): one table of cases for SQLite and
// PostgreSQL.
import { SqlPurchaseRepository } from '../../server/purchases/sql-purchase-repository';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

const order = (orderNumber: string, userId: string, placedAt: number) => ({
  order_number: orderNumber,
  user_id: userId,
  placed_at: placedAt,
  status: 'Completed',
  app_id: 252,
  product_name: 'D&B Credit',
  duns: orderNumber.endsWith('0') ? null : '804735132',
  amount_cents: 34_900,
  currency: 'USD',
});

const subscription = (subscriberNumber: string, appId: number, startedAt: number) => ({
  subscriber_number: subscriberNumber,
  user_id: 'buyer',
  app_id: appId,
  product_name: 'D&B Credit',
  duns: '804735132',
  status: 'Active',
  started_at: startedAt,
  renews_at: appId === 252 ? startedAt + 31_536_000 : null,
  auto_renew: appId === 252 ? 1 : 0,
  price_cents: 19_900,
  currency: 'USD',
});

describe.each(engines)('orders and subscriptions on $name', (engine) => {
  let database: FreshDatabase;
  let purchases: SqlPurchaseRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    purchases = new SqlPurchaseRepository(database.layer);
    await insertBareUser(database.layer, 'buyer');
    await insertBareUser(database.layer, 'other');
    await database.layer
      .insertInto('orders')
      .values([
        order('ORD-1', 'buyer', 100),
        order('ORD-3', 'buyer', 300),
        order('ORD-2', 'buyer', 300),
        order('ORD-9', 'other', 900),
        order('ORD-10', 'buyer', 50),
      ])
      .execute();
    await database.layer
      .insertInto('subscriptions')
      .values([subscription('SUB-B', 252, 100), subscription('SUB-A', 294, 200)])
      .execute();
  });
  afterAll(() => database.close());

  it('lists a user’s orders newest first, the later number first on the same day', async () => {
    expect((await purchases.orders('buyer')).map((found) => found.orderNumber)).toEqual([
      'ORD-3',
      'ORD-2',
      'ORD-1',
      'ORD-10',
    ]);
    expect((await purchases.orders('buyer'))[3]).toEqual({
      orderNumber: 'ORD-10',
      placedAt: 50,
      status: 'Completed',
      appId: 252,
      productName: 'D&B Credit',
      duns: null,
      amountCents: 34_900,
      currency: 'USD',
    });
    expect(await purchases.orders('nobody')).toEqual([]);
  });

  it('lists subscriptions newest first and finds one by owner, number and application', async () => {
    expect((await purchases.subscriptions('buyer')).map((found) => found.subscriberNumber)).toEqual(
      ['SUB-A', 'SUB-B'],
    );
    expect(await purchases.findSubscription('buyer', 'SUB-B', 252)).toEqual({
      subscriberNumber: 'SUB-B',
      appId: 252,
      productName: 'D&B Credit',
      duns: '804735132',
      status: 'Active',
      startedAt: 100,
      renewsAt: 100 + 31_536_000,
      autoRenew: true,
      priceCents: 19_900,
      currency: 'USD',
    });
    expect(await purchases.findSubscription('buyer', 'SUB-B', 294)).toBeUndefined();
    expect(await purchases.findSubscription('other', 'SUB-B', 252)).toBeUndefined();
  });
});
