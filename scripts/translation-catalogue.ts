// The message catalogues as the build reads them: translations/source/<locale>/*.json, merged, on
// top of the locale it extends (locale.json `{ "extends": "<locale>" }`). Shared by the compiler,
// `npm run i18n:check` and the completeness test.
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export const TRANSLATIONS_ROOT = path.resolve(import.meta.dirname, '..', 'translations');
export const SOURCE_DIR = path.join(TRANSLATIONS_ROOT, 'source');
export const SOURCE_LOCALE = 'en-us';

export type Catalogue = Record<string, string>;

/** Every locale that has a folder (the ones the build compiles). */
export const catalogueLocales = (): string[] =>
  fs
    .readdirSync(SOURCE_DIR)
    .filter((entry) => fs.statSync(path.join(SOURCE_DIR, entry)).isDirectory())
    .sort();

export const readCatalogue = (locale: string, seen: readonly string[] = []): Catalogue => {
  if (seen.includes(locale)) throw new Error(`${locale}: "extends" loops (${seen.join(' > ')})`);
  const dir = path.join(SOURCE_DIR, locale);
  const manifestPath = path.join(dir, 'locale.json');
  const manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { extends?: string })
    : {};
  const messages: Catalogue =
    manifest.extends === undefined ? {} : { ...readCatalogue(manifest.extends, [...seen, locale]) };
  const own = new Set<string>();
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'locale.json')
    .sort()) {
    const content = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalogue;
    for (const [id, text] of Object.entries(content)) {
      if (own.has(id)) throw new Error(`${locale}: message id "${id}" is defined twice (${file})`);
      own.add(id);
      messages[id] = text;
    }
  }
  return messages;
};

/** The argument names of a message, with `name:plural`/`name:select` for the branching ones. */
const argumentsOf = (elements: readonly MessageFormatElement[], into: Set<string>): Set<string> => {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(element.value);
        break;
      case TYPE.plural:
        into.add(`${element.value}:plural`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.select:
        into.add(`${element.value}:select`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        argumentsOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
};

/** The plural categories each plural of a message offers. */
const pluralCategoriesOf = (elements: readonly MessageFormatElement[]): string[][] =>
  elements.flatMap((element) => {
    if (element.type === TYPE.plural)
      return [
        Object.keys(element.options),
        ...Object.values(element.options).flatMap((option) => pluralCategoriesOf(option.value)),
      ];
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => pluralCategoriesOf(option.value));
    return [];
  });

/**
 * The categories a plural must name in a language: CLDR's for whole numbers (the counts the
 * portal shows are whole), always with `other`.
 */
const requiredCategories = (locale: string): string[] => {
  const rules = new Intl.PluralRules(locale);
  const needed = new Set<string>(['other']);
  for (let count = 0; count <= 200; count += 1) needed.add(rules.select(count));
  return [...needed].sort();
};

export interface CatalogueReport {
  readonly locale: string;
  readonly keys: number;
  readonly missing: readonly string[];
  readonly extra: readonly string[];
  readonly placeholderMismatches: readonly string[];
  readonly unparsable: readonly string[];
  readonly pluralGaps: readonly string[];
}

const parsed = (text: string): MessageFormatElement[] | undefined => {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
};

/** How `locale`'s catalogue compares with the English source. */
export const checkCatalogue = (
  locale: string,
  source: Catalogue,
  target: Catalogue,
): CatalogueReport => {
  const sourceIds = Object.keys(source);
  const targetIds = Object.keys(target);
  const placeholderMismatches: string[] = [];
  const unparsable: string[] = [];
  const pluralGaps: string[] = [];
  const required = requiredCategories(locale);
  for (const id of sourceIds.filter((key) => key in target)) {
    const mine = parsed(target[id] ?? '');
    const theirs = parsed(source[id] ?? '');
    if (mine === undefined || theirs === undefined) {
      unparsable.push(id);
      continue;
    }
    const a = [...argumentsOf(theirs, new Set())].map((name) => name.replace(/:plural$/, ''));
    const b = [...argumentsOf(mine, new Set())].map((name) => name.replace(/:plural$/, ''));
    if (a.sort().join(',') !== b.sort().join(',')) placeholderMismatches.push(id);
    for (const categories of pluralCategoriesOf(mine)) {
      const missing = required.filter(
        (category) =>
          !categories.includes(category) && !(category === 'zero' && categories.includes('=0')),
      );
      if (missing.length > 0) pluralGaps.push(`${id} (${missing.join(', ')})`);
    }
  }
  return {
    locale,
    keys: targetIds.length,
    missing: sourceIds.filter((id) => !(id in target)),
    extra: targetIds.filter((id) => !(id in source)),
    placeholderMismatches,
    unparsable,
    pluralGaps,
  };
};

export const checkAllCatalogues = (): CatalogueReport[] => {
  const source = readCatalogue(SOURCE_LOCALE);
  return catalogueLocales().map((locale) => checkCatalogue(locale, source, readCatalogue(locale)));
};
