// Issue 28, a second factor: the MFA flag per country, one-time codes, recovery codes, protected
// changes, factor names and the id token's `amr`.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './mfa-availability.cases';
import './one-time-codes.cases';
import './recovery-codes.cases';
import './protected-changes.cases';
import './factor-names.cases';
import './authentication-methods.cases';
