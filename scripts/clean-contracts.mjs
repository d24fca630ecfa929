// Pact merges each run's interactions into the existing pact file; starting from none means an
// interaction removed from the consumer tests also leaves the committed contract.
import fs from 'node:fs';

fs.rmSync(
  new URL('../contracts/business-portal-web-business-portal-services.json', import.meta.url),
  {
    force: true,
  },
);
