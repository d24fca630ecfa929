// Spec §1, §6 and §9 localisation: countries, country groups, locales and language order.
// One case file per src/domain module (`<module>.cases.ts`); this entry file loads the folder's
// cases in one jest module registry, because each test file costs a fixed 0.1-0.2 s here
// (src/domain/README.md).

import './country.cases';
import './locale.cases';
import './locale-resolution.cases';
import './login-widget-language.cases';
import './locale-own-names.cases';
import './country-names.cases';
import './country-groups.cases';
