// Spec §3 entities and §4 company list, tiles, trials and tabs.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads them in one jest
// module registry, because each test file costs a fixed 0.1-0.2 s here (src/domain/README.md).

import './company.cases';
import './duns-number.cases';
import './entitlements.cases';
import './entitlement-flags.cases';
import './product-catalogue.cases';
import './aaa-grid-icon.cases';
import './company-list.cases';
import './company-selection.cases';
import './company-switch.cases';
import './company-filter.cases';
import './company-profile-access.cases';
import './company-profile-fields.cases';
import './tile-pill.cases';
import './trial-status.cases';
import './credit-tab.cases';
import './marketing-hub-tab.cases';
