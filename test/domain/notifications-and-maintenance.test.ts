// Spec §2, §3, §4 and §9 notifications and maintenance.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads them in one jest
// module registry, because each test file costs a fixed 0.1-0.2 s here (src/domain/README.md).

import './notifications.cases';
import './aaa-diploma-notification.cases';
import './calendar.cases';
import './maintenance-window.cases';
import './service-banners.cases';
