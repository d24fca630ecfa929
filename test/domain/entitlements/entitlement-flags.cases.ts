import {
  entitlementFlags,
  plaPendingProducts,
} from '../../../src/domain/entitlements/entitlement-flags';
import { entitlements } from '../fixtures';

const credibility = [{ type: 'legacy_found', displayDuns: '123456789', title: 'Seal' }];
const vbo = (...names: string[]) => names.map((productName) => ({ productName }));

describe('entitlement flags — §3 "Application state" (D-DOM-3)', () => {
  it.each([
    ['nothing', entitlements(), [false, false, false, false, false]],
    [
      'only vbo products',
      entitlements({ vboEntitlements: vbo('Hoovers') }),
      [true, false, false, false, false],
    ],
    [
      'vbo and credibility products',
      entitlements({ vboEntitlements: vbo('Hoovers'), credibilityEntitlements: credibility }),
      [false, false, false, false, false],
    ],
    [
      'vbo and credit-file products',
      entitlements({ vboEntitlements: vbo('Hoovers'), dfcEntitlements: [{}] }),
      [false, false, false, false, true],
    ],
    [
      'companies and no products',
      entitlements({ companyInfo: ['123456789'] }),
      [false, true, true, false, false],
    ],
    [
      'associated DUNS and no products',
      entitlements({ vboAssociatedDuns: ['123456789'] }),
      [false, true, true, false, false],
    ],
    [
      'companies with credibility products only',
      entitlements({ companyInfo: ['123456789'], credibilityEntitlements: credibility }),
      [false, false, true, false, false],
    ],
    [
      'companies with credit-file products only',
      entitlements({ companyInfo: ['123456789'], dfcEntitlements: [{}] }),
      [false, false, true, false, true],
    ],
    [
      'companies and vbo products',
      entitlements({
        companyInfo: ['123456789'],
        vboEntitlements: vbo('Duns Manager and Profile Manager'),
      }),
      [true, false, false, true, false],
    ],
  ])(
    '%s → [isAllProductsVBO, isCompanyDropDownOnlyAvailable, isCompanyDropDownWithOutAnyVBOProducts, isProductDPM, hasDfcEntitlements]',
    (_case, value, [all, only, without, dpm, dfc]) => {
      expect(entitlementFlags(value)).toEqual({
        isAllProductsVBO: all,
        isCompanyDropDownOnlyAvailable: only,
        isCompanyDropDownWithOutAnyVBOProducts: without,
        isProductDPM: dpm,
        hasDfcEntitlements: dfc,
      });
    },
  );

  it.each([
    ['no products, no PLA products', entitlements(), {}],
    [
      'Credit Insights with accepted terms',
      entitlements({
        vboEntitlements: vbo('Credit Insights'),
        pla: { acceptedTos: true, plaContent: '' },
      }),
      { creditInsights: { isPLAAccepted: true } },
    ],
    [
      'Credit Insights Free without a pla',
      entitlements({ vboEntitlements: vbo('Credit Insights Free') }),
      { creditInsights: { isPLAAccepted: false } },
    ],
    [
      'DPM with terms not accepted',
      entitlements({
        vboEntitlements: vbo('Duns Manager and Profile Manager'),
        pla: { acceptedTos: false, plaContent: 'x' },
      }),
      { dunsAndProfileManager: { isPLAAccepted: false } },
    ],
    [
      'both',
      entitlements({
        vboEntitlements: vbo('Credit Insights', 'Duns Manager and Profile Manager'),
        pla: { acceptedTos: true, plaContent: '' },
      }),
      { creditInsights: { isPLAAccepted: true }, dunsAndProfileManager: { isPLAAccepted: true } },
    ],
  ])(
    '§3 "CI_PLA_PendingProduct and DPM_PLA_PendingProduct (each with isPLAAccepted)": %s',
    (_case, value, expected) => {
      expect(plaPendingProducts(value)).toEqual(expected);
    },
  );
});
