// Spec §2 and §6 navigation, menu, country groups, offers and routes.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads them in one jest
// module registry, because each test file costs a fixed 0.1-0.2 s here (src/domain/README.md).

import './menu-visibility.cases';
import './country-groups.cases';
import './partner-links.cases';
import './partner-offers.cases';
import './ad-slots.cases';
import './viewport.cases';
import './route-access.cases';
import './back-navigation.cases';
import './obsolete-browser.cases';
