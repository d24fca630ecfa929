import { plaPendingProducts } from '../../../src/domain/entitlements/entitlement-flags';
import { entitlements } from '../fixtures';

const vbo = (...names: string[]) => names.map((productName) => ({ productName }));

describe('PLA pending products — §3 "Application state" (D-DOM-3)', () => {
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
