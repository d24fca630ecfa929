// Loaded only by jest.domain.config.js, i.e. by Stryker (`npm run test:mutation`): every mutant
// re-runs the property tests, so they draw 25 examples there instead of fast-check's 100.
import fc from 'fast-check';

fc.configureGlobal({ numRuns: 25 });
