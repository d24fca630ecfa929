import fs from 'node:fs';
import path from 'node:path';
import { chunkSizes, overBudget } from './bundle-budgets';

// `npm run size` (and `npm test`, after the build): fails when a route's or a locale's chunk
// grew past its budget (scripts/bundle-budgets.ts).
const assets = path.resolve('dist', 'assets');
if (!fs.existsSync(assets)) {
  console.error('dist/assets is missing: run `npm run build` first');
  process.exit(2);
}
const sizes = chunkSizes(assets);
const over = overBudget(sizes);
for (const size of sizes.filter((s) => s.kind !== 'locale' || s.gzipKb > 10)) {
  console.log(
    `${size.file.padEnd(48)} ${size.gzipKb.toFixed(1).padStart(7)} KB${size.budgetKb === undefined ? '' : ` (budget ${size.budgetKb} KB)`}`,
  );
}
if (over.length > 0) {
  console.error(
    `Over budget: ${over.map((size) => `${size.file} ${size.gzipKb} KB > ${size.budgetKb} KB`).join('; ')}`,
  );
  process.exit(1);
}
console.log(
  `All ${sizes.filter((s) => s.budgetKb !== undefined).length} route and locale chunks within budget.`,
);
