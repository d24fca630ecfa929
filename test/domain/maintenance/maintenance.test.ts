// Spec §4, §8 and §9 maintenance and service status: window, banners, environment, obsolete
// browser.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './environment.cases';
import './obsolete-browser.cases';
import './calendar.cases';
import './maintenance-window.cases';
import './service-banners.cases';
