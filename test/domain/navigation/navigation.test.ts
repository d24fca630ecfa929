// Spec §2, §4 and §6 navigation and menu: tabs, menus, links, routes, ads and the footer.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './aaa-grid-icon.cases';
import './credit-tab.cases';
import './marketing-hub-tab.cases';
import './copyright.cases';
import './store-links.cases';
import './menu-visibility.cases';
import './partner-links.cases';
import './partner-offers.cases';
import './ad-slots.cases';
import './viewport.cases';
import './route-access.cases';
import './back-navigation.cases';
