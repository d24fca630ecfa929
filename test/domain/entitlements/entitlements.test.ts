// Spec §3 and §4 entitlements and tiles: the entitlement object, its flags, the product catalogue
// and tile pills.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './entitlements.cases';
import './entitlement-flags.cases';
import './product-catalogue.cases';
import './tile-pill.cases';
import './tile-opening.cases';
import './recommended-products.cases';
import './product-pages.cases';
