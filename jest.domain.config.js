// The jest `domain` project alone, for Stryker (`npm run test:mutation`): mutants of src/domain are
// judged by test/domain only, with fewer property-test examples (test/domain/mutation-setup.ts).
// Everything else comes from jest.config.js, so the two cannot drift.
import config from './jest.config.js';

const domain = config.projects.find((project) => project.displayName === 'domain');

export default {
  ...domain,
  rootDir: import.meta.dirname,
  // Crawl only what the domain tests can touch (Stryker starts jest once per mutant).
  roots: ['<rootDir>/src/domain', '<rootDir>/test/domain'],
  setupFiles: ['<rootDir>/test/domain/mutation-setup.ts'],
};
