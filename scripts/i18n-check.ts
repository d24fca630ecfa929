// `npm run i18n:check`: every locale's catalogue against en-us — keys, missing, extra, messages
// whose placeholders differ, messages that do not parse, plurals without the language's forms.
// Exits non-zero when any locale falls short (the same gate test/i18n runs in `npm test`).
import { checkAllCatalogues } from './translation-catalogue';

const reports = checkAllCatalogues();
console.table(
  reports.map((report) => ({
    locale: report.locale,
    part: report.part,
    keys: report.keys,
    missing: report.missing.length,
    extra: report.extra.length,
    placeholders: report.placeholderMismatches.length,
    unparsable: report.unparsable.length,
    plurals: report.pluralGaps.length,
  })),
);
const failing = reports.filter(
  (report) =>
    report.missing.length +
      report.extra.length +
      report.placeholderMismatches.length +
      report.unparsable.length +
      report.pluralGaps.length >
    0,
);
for (const report of failing) console.error(JSON.stringify(report, null, 2));
process.exitCode = failing.length === 0 ? 0 : 1;
