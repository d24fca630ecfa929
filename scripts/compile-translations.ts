// Merges each locale's messages (translations/source/<locale>/*.json, over the locale it extends)
// and precompiles them to their ICU AST, so the browser ships no message parser. Output:
// translations/compiled/<locale>.json (git-ignored), one lazy chunk per locale in the build.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { catalogueLocales, readCatalogue, TRANSLATIONS_ROOT } from './translation-catalogue';

const outDir = path.join(TRANSLATIONS_ROOT, 'compiled');
fs.mkdirSync(outDir, { recursive: true });

for (const locale of catalogueLocales()) {
  const messages = readCatalogue(locale);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, parse(text)]),
  );
  fs.writeFileSync(path.join(outDir, `${locale}.json`), JSON.stringify(compiled));
  console.log(`compiled ${Object.keys(compiled).length} messages for ${locale}`);
}
