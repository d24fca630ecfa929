import {
  appNameOf,
  ASSOCIATE_A_DUNS_APP_ID,
  CREDIT_INSIGHTS_APP_ID,
  CREDIT_MONITOR_APP_ID,
  CREDIT_MONITOR_PREVIEW_PRODUCT_ID,
  DUNS_MANAGER_APP_ID,
  DUNS_MANAGER_PRODUCT_ID,
  findProduct,
  hasVboProduct,
  opensForChosenCompany,
  PRODUCT_CATALOGUE,
  productDescriptionId,
  productNamed,
  REGISTERED_SEAL_APP_ID,
  RESTART_TRIAL_PRODUCTS,
  REV_UP_TRIAL_NAMES,
  revUpNamed,
  SPECIAL_APPLICATION_IDS,
  UNDESCRIBED_PRODUCT_IDS,
} from '../../../src/domain/entitlements/product-catalogue';
import { entitlements, withProducts } from '../fixtures';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('product catalogue — §3 "Product catalogue (appId / productId)"', () => {
  it.each([
    ['Duns Manager and Profile Manager', 154, 14624, undefined],
    ['ZETA', 253, 17, undefined],
    ['SSVI', 231, 15, undefined],
    ['Analytics STD Trial', 216, undefined, undefined],
    ['EB Dashboard', 154, undefined, undefined],
    ['Finance Analytics', 179, 8, 'FA'],
    ['Hoovers', 27, 13, 'HE'],
    ['Small Business Solutions', 154, undefined, undefined],
    ['Credit Insights Free', 294, 14706, undefined],
    ['Credit Monitor', 252, 14176, undefined],
    ['Credit Insights', 294, 27, undefined],
    ['Registered Seal', 274, 28, undefined],
    ['Associate-a-DUNS', 283, undefined, undefined],
    ['Livelogo', 288, 24, undefined],
    ['AAA Diploma', 306, 31, 'AAA'],
    ['AAA Digital', 337, 162, 'AAA'],
    ['AAA Physical', 338, 163, 'AAA'],
    ['Business Credit Platform', 154, 3317, undefined],
  ])('%s is %s/%s (description code %s)', (name, appId, productId, descriptionCode) => {
    const entry = productNamed(name);
    expect(entry).toEqual(expect.objectContaining({ name, appId, productId, descriptionCode }));
  });

  it('holds the 18 products of §3 with unique keys', () => {
    expect(PRODUCT_CATALOGUE).toHaveLength(18);
    expect(new Set(PRODUCT_CATALOGUE.map((entry) => entry.key)).size).toBe(18);
  });

  it.each([
    [294, 27, 'creditInsights'],
    [294, 14706, 'creditInsightsFree'],
    [154, 3317, 'businessCreditPlatform'],
    [154, 14624, 'dunsManagerAndProfileManager'],
    [154, undefined, 'ebDashboard'],
    [216, undefined, 'analyticsStdTrial'],
    [337, 162, 'aaaDigital'],
    [294, undefined, undefined],
    [999, 1, undefined],
  ])('findProduct(%s, %s) is %s', (appId, productId, key) => {
    expect(findProduct(appId, productId)?.key).toBe(key);
  });

  it.each([
    [306, 'AAA Diploma', 'an app of one product goes by its name'],
    [294, 'Credit Insights', 'Credit Insights Free is a variant of the Credit Insights family'],
    [154, undefined, 'four products of one app share no name'],
    [999, undefined, 'an unknown app has no name'],
  ])('appNameOf(%s) is %s: %s', (appId, name, _why) => {
    expect(appNameOf(appId)).toBe(name);
  });

  it('every app named by appNameOf is the name of one of its products', () => {
    for (const appId of new Set(PRODUCT_CATALOGUE.map((entry) => entry.appId))) {
      const name = appNameOf(appId);
      if (name === undefined) continue;
      expect(
        PRODUCT_CATALOGUE.filter((entry) => entry.appId === appId).map((e) => e.name),
      ).toContain(name);
    }
  });

  it.each([
    ['credit insights', 'creditInsights', 'case is ignored'],
    ['  AAA   Diploma ', 'aaaDiploma', 'spacing is ignored'],
    ['Credit Insights Free', 'creditInsightsFree', 'the free variant is its own product'],
    ['Unknown', undefined, 'an unknown name is no product'],
  ])('productNamed(%j) is %s: %s', (name, key, _sentence) => {
    expect(productNamed(name)?.key).toBe(key);
  });

  it('"Each has a description text": a message id per product', () => {
    expect(productDescriptionId('registeredSeal')).toBe('product.registeredSeal.description');
  });

  it.each([
    ['registeredSeal', true, '§9 "Special application ids 274"'],
    ['creditInsights', true, '§9 "Special application ids ... 294"'],
    ['creditInsightsFree', true, 'Credit Insights Free is app 294 too'],
    ['hoovers', false, 'other products open without a choice (D-DOM-6)'],
  ])('opensForChosenCompany(%s) is %s: %s', (key, expected) => {
    const entry = PRODUCT_CATALOGUE.find((candidate) => candidate.key === key);
    expect(entry && opensForChosenCompany(entry)).toBe(expected);
  });

  it('§4 "Registration link expired: offer of a free trial per product (analytics studio, ZETA, SSVI"', () => {
    expect(RESTART_TRIAL_PRODUCTS).toEqual(['analyticsStdTrial', 'zeta', 'ssvi']);
  });

  it('§4 "another text lists Rev.Up variants": one Rev.Up name per trial (D-PWD-UI-7)', () => {
    expect(REV_UP_TRIAL_NAMES).toEqual({
      analyticsStdTrial: 'Rev.Up Analytics Studio',
      zeta: 'Rev.Up ZETA',
      ssvi: 'Rev.Up SSVI',
    });
  });

  it.each([
    ['Rev.Up', ''],
    ['Rev.Up ZETA', 'ZETA'],
    ['revup zeta', 'zeta'],
    ['REV.UP analytics studio', 'analytics studio'],
    ['  Rev Up SSVI', 'SSVI'],
    ['ZETA', undefined],
    ['Revenue Up', undefined],
    ['Revupper', undefined],
  ])('revUpNamed(%j) leaves %j after the brand', (name, rest) => {
    expect(revUpNamed(name)?.rest).toBe(rest);
  });

  it.each([
    [withProducts('AAA Digital'), ['aaaDigital', 'aaaPhysical'], true],
    [withProducts('Hoovers', 'aaa physical'), ['aaaDigital', 'aaaPhysical'], true],
    [withProducts('Hoovers'), ['aaaDigital', 'aaaPhysical'], false],
    [withProducts('Something else'), ['aaaDigital'], false],
    [entitlements(), ['aaaDigital'], false],
  ] as const)('hasVboProduct %#', (value, keys, expected) => {
    expect(hasVboProduct(value, keys)).toBe(expected);
  });
});

describe('product catalogue — §9 constants', () => {
  eachConstantIsAsQuoted([
    ['"Special application ids 274 and 294"', SPECIAL_APPLICATION_IDS, [274, 294]],
    ['"product id 14707" (D-DOM-6)', CREDIT_MONITOR_PREVIEW_PRODUCT_ID, 14707],
    [
      '"product ids 14767 to 14775 and 14799"',
      UNDESCRIBED_PRODUCT_IDS,
      [14767, 14768, 14769, 14770, 14771, 14772, 14773, 14774, 14775, 14799],
    ],
    ['"Special application ids 274" is Registered Seal', REGISTERED_SEAL_APP_ID, 274],
    ['"Special application ids ... 294" is Credit Insights', CREDIT_INSIGHTS_APP_ID, 294],
  ]);
});

describe('product catalogue — §3 ids both sides use', () => {
  eachConstantIsAsQuoted([
    ['"Duns Manager and Profile Manager 154/14624": app', DUNS_MANAGER_APP_ID, 154],
    ['"Duns Manager and Profile Manager 154/14624": product', DUNS_MANAGER_PRODUCT_ID, 14624],
    ['"Credit Monitor 252/14176": app', CREDIT_MONITOR_APP_ID, 252],
    ['"Associate-a-DUNS variant 283"', ASSOCIATE_A_DUNS_APP_ID, 283],
  ]);

  it.each([
    [DUNS_MANAGER_APP_ID, DUNS_MANAGER_PRODUCT_ID, 'Duns Manager and Profile Manager'],
    [CREDIT_MONITOR_APP_ID, 14176, 'Credit Monitor'],
    [ASSOCIATE_A_DUNS_APP_ID, undefined, 'Associate-a-DUNS'],
  ])('the catalogue names %s/%s %s', (appId, productId, name) => {
    expect(findProduct(appId, productId)?.name).toBe(name);
  });
});
