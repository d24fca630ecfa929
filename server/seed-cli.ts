import { openDataForScript } from './script-startup';
import { systemClock } from './clock';
import { seed } from './seed/seed';
import { PERSONAS } from './seed/personas';
import { seedDirectory } from './gad/company-directory';

/**
 * `npm run seed [-- --companies N]`: (re)creates the personas and the Get-a-DUNS directory of N
 * synthetic US companies (default SEED_COMPANY_COUNT, 100,000) in DATA_DIR.
 */
const USAGE = 'usage: npm run seed -- [--companies N]   (N a whole number ≥ 0)';

const companiesFlag = (args: readonly string[]): number | undefined => {
  let value: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--companies') {
      value = args[index + 1];
      index += 1;
    } else if (arg.startsWith('--companies=')) {
      value = arg.slice('--companies='.length);
    } else {
      throw new Error(`unknown argument ${arg}\n${USAGE}`);
    }
  }
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw new Error(`--companies needs a whole number, got ${value}\n${USAGE}`);
  return Number.parseInt(value, 10);
};

let companies: number | undefined;
try {
  companies = companiesFlag(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const { config, db } = openDataForScript();
await seed(db, systemClock);
const started = Date.now();
const seeded = seedDirectory(db, companies ?? config.seedCompanyCount);
db.close();
console.log(`Seeded ${PERSONAS.length} personas into ${config.dataDir}`);
console.log(`Seeded the Get-a-DUNS directory: ${seeded} companies in ${Date.now() - started} ms`);
