// Spec §8 error catalogue and §9 constants.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads them in one jest
// module registry, because each test file costs a fixed 0.1-0.2 s here (src/domain/README.md).

import './sign-in-errors.cases';
import './password-change-errors.cases';
import './error-body.cases';
import './portal-messages.cases';
import './domain-messages.cases';
import './environment.cases';
import './copyright.cases';
import './constants.cases';
