// Spec §2 and §3 notifications.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './notifications.cases';
import './aaa-diploma-notification.cases';
