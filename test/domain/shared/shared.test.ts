// Spec §8 messages and error bodies, shared by every subdomain.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './portal-messages.cases';
import './domain-messages.cases';
import './server-error-messages.cases';
