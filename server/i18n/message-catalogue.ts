// The message catalogues: translations/source/<locale>/*.json are the portal's (compiled into the
// browser bundle), translations/source/<locale>/server/*.json the server's own texts (mail, the
// identity provider's pages). Each part is merged on top of the locale it extends (locale.json
// `{ "extends": "<locale>" }`). Read by the server at start, the compiler, `npm run i18n:check`
// and the tests.
import fs from 'node:fs';
import path from 'node:path';

export const TRANSLATIONS_ROOT = path.resolve(import.meta.dirname, '..', '..', 'translations');
export const SOURCE_DIR = path.join(TRANSLATIONS_ROOT, 'source');
export const SOURCE_LOCALE = 'en-us';

export type Catalogue = Record<string, string>;

/** The portal's messages, or the server's. */
export type CataloguePart = 'portal' | 'server';

const PART_FOLDER: Readonly<Record<CataloguePart, string>> = { portal: '.', server: 'server' };

/** Every locale that has a folder (the ones the build compiles). */
export const catalogueLocales = (): string[] =>
  fs
    .readdirSync(SOURCE_DIR)
    .filter((entry) => fs.statSync(path.join(SOURCE_DIR, entry)).isDirectory())
    .sort();

const extendedLocale = (localeDir: string): string | undefined => {
  const manifestPath = path.join(localeDir, 'locale.json');
  if (!fs.existsSync(manifestPath)) return undefined;
  const manifest: unknown = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const parent =
    typeof manifest === 'object' && manifest !== null && 'extends' in manifest
      ? manifest.extends
      : undefined;
  return typeof parent === 'string' ? parent : undefined;
};

const readMessages = (file: string): Catalogue => {
  const content: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    throw new Error(`${file}: not an object of messages`);
  }
  const messages: Catalogue = {};
  for (const [id, text] of Object.entries(content)) {
    if (typeof text !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
    messages[id] = text;
  }
  return messages;
};

export const readCatalogue = (
  locale: string,
  part: CataloguePart = 'portal',
  seen: readonly string[] = [],
): Catalogue => {
  if (seen.includes(locale)) throw new Error(`${locale}: "extends" loops (${seen.join(' > ')})`);
  const localeDir = path.join(SOURCE_DIR, locale);
  const parent = extendedLocale(localeDir);
  const messages: Catalogue =
    parent === undefined ? {} : { ...readCatalogue(parent, part, [...seen, locale]) };
  const dir = path.join(localeDir, PART_FOLDER[part]);
  if (!fs.existsSync(dir)) return messages;
  const own = new Set<string>();
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'locale.json')
    .sort()) {
    for (const [id, text] of Object.entries(readMessages(path.join(dir, file)))) {
      if (own.has(id)) throw new Error(`${locale}: message id "${id}" is defined twice (${file})`);
      own.add(id);
      messages[id] = text;
    }
  }
  return messages;
};
