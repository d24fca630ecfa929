// Spec §4, §5 and §8 accounts and passwords: sign-in, session, registration, passwords and form
// fields.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './sign-in-errors.cases';
import './session-policy.cases';
import './required-field.cases';
import './email-address.cases';
import './person-name.cases';
import './address-fields.cases';
import './postal-code.cases';
import './phone-number.cases';
import './region-label.cases';
import './password-policy.cases';
import './password-change.cases';
import './password-age.cases';
import './verification-code.cases';
import './registration-form.cases';
import './registration-payload.cases';
import './login-validation.cases';
import './sign-out-reason.cases';
