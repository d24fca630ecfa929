// Merges each locale's messages (translations/source/<locale>/*.json, over the locale it extends)
// and precompiles them to their ICU AST, so the browser ships no message parser. Output:
// translations/compiled/<locale>.json (git-ignored), one lazy chunk per locale in the build.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { PSEUDO_LOCALE, pseudoLocalizeCatalogue } from './pseudo-localize';
import {
  catalogueLocales,
  readCatalogue,
  SOURCE_LOCALE,
  TRANSLATIONS_ROOT,
} from './translation-catalogue';

const outDir = path.join(TRANSLATIONS_ROOT, 'compiled');
fs.mkdirSync(outDir, { recursive: true });

const compile = (locale: string, messages: Readonly<Record<string, string>>): void => {
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, parse(text)]),
  );
  fs.writeFileSync(path.join(outDir, `${locale}.json`), JSON.stringify(compiled));
  console.log(`compiled ${Object.keys(compiled).length} messages for ${locale}`);
};

for (const locale of catalogueLocales()) compile(locale, readCatalogue(locale));

// The development pseudo-locale, from en-us (D-PSEUDO-1): a chunk in every build, which the server
// serves, and the portal offers, only when PSEUDO_LOCALE=true in demo mode.
compile(PSEUDO_LOCALE, pseudoLocalizeCatalogue(readCatalogue(SOURCE_LOCALE)));
