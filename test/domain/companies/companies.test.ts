// Spec §2–§5 companies: the company record, DUNS numbers, the list, selection, switch, filter and
// profile.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './company.cases';
import './duns-number.cases';
import './business-name-order.cases';
import './company-list.cases';
import './company-selection.cases';
import './company-switch.cases';
import './company-filter.cases';
import './company-profile-access.cases';
import './company-profile-fields.cases';
import './company-profile-address.cases';
import './duns-search.cases';
