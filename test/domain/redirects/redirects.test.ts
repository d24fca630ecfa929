// Spec §2 and §4 redirects and deep links.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './redirect-allow-list.cases';
import './base64.cases';
import './relay-state.cases';
