// Merges translations/source/<locale>/*.json and precompiles each message to its ICU AST, so the
// browser ships no message parser. Output: translations/compiled/<locale>.json (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

const root = path.resolve(import.meta.dirname, '..', 'translations');
const sourceDir = path.join(root, 'source');
const outDir = path.join(root, 'compiled');
fs.mkdirSync(outDir, { recursive: true });

const locales = fs
  .readdirSync(sourceDir)
  .filter((entry) => fs.statSync(path.join(sourceDir, entry)).isDirectory());
for (const locale of locales) {
  const messages: Record<string, string> = {};
  for (const file of fs
    .readdirSync(path.join(sourceDir, locale))
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const content = JSON.parse(
      fs.readFileSync(path.join(sourceDir, locale, file), 'utf8'),
    ) as Record<string, string>;
    for (const [id, text] of Object.entries(content)) {
      if (id in messages)
        throw new Error(`${locale}: message id "${id}" is defined twice (${file})`);
      messages[id] = text;
    }
  }
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, parse(text)]),
  );
  fs.writeFileSync(path.join(outDir, `${locale}.json`), JSON.stringify(compiled));
  console.log(`compiled ${Object.keys(compiled).length} messages for ${locale}`);
}
