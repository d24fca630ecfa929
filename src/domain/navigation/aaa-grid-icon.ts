import type { Entitlements } from '../entitlements/entitlements';
import { hasVboProduct } from '../entitlements/product-catalogue';

// Spec §2 "a grid icon when the user has entitlements for the two AAA (diploma or physical)
// products". docs/team-decisions.md: the two are AAA Digital (337/162) and AAA Physical (338/163);
// AAA Diploma (306/31) is a product tile. Either one suffices (D-DOM-7).

export const isAaaGridIconVisible = (entitlements: Entitlements): boolean =>
  hasVboProduct(entitlements, ['aaaDigital', 'aaaPhysical']);
