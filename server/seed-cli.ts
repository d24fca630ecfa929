import { loadConfig } from './config';
import { systemClock } from './clock';
import { openDatabase } from './db/database';
import { seed } from './seed/seed';
import { PERSONAS } from './seed/personas';

const config = loadConfig();
const db = openDatabase(config.dataDir);
await seed(db, systemClock);
db.close();
console.log(`Seeded ${PERSONAS.length} personas into ${config.dataDir}`);
