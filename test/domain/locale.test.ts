// Spec §1 and §9 localisation.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads them in one jest
// module registry, because each test file costs a fixed 0.1-0.2 s here (src/domain/README.md).

import './country.cases';
import './locale.cases';
import './locale-resolution.cases';
import './login-widget-language.cases';
import './store-links.cases';
