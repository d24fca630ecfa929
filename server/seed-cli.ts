import { openDataForScript, wholeNumberOption } from './script-startup';
import { systemClock } from './clock';
import { seed } from './seed/seed';
import { PERSONAS } from './seed/personas';
import { seedDirectory } from './gad/company-directory';
import { sqliteQueryLayer } from './db/query-layer';

/**
 * `npm run seed [-- --companies N]`: (re)creates the personas and the Get-a-DUNS directory of N
 * synthetic US companies (default SEED_COMPANY_COUNT, 100,000) in DATA_DIR.
 */
const USAGE = 'usage: npm run seed -- [--companies N]   (N a whole number ≥ 0)';

const companies = wholeNumberOption(process.argv.slice(2), 'companies', USAGE, 0);

const { config, db } = openDataForScript();
await seed(sqliteQueryLayer(db), systemClock);
const started = Date.now();
const seeded = seedDirectory(db, companies ?? config.seedCompanyCount);
db.close();
console.log(`Seeded ${PERSONAS.length} personas into ${config.dataDir}`);
console.log(`Seeded the Get-a-DUNS directory: ${seeded} companies in ${Date.now() - started} ms`);
