// The completeness gate over the message catalogues (read by server/i18n/message-catalogue.ts):
// each locale's portal and server messages against en-us's. Shared by `npm run i18n:check` and the
// completeness test; the compiler reads the catalogues through here too.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  catalogueLocales,
  readCatalogue,
  SOURCE_LOCALE,
  type Catalogue,
  type CataloguePart,
} from '../server/i18n/message-catalogue';

export {
  catalogueLocales,
  readCatalogue,
  SOURCE_LOCALE,
  TRANSLATIONS_ROOT,
  type Catalogue,
  type CataloguePart,
} from '../server/i18n/message-catalogue';

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
  readonly part: CataloguePart;
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
  part: CataloguePart = 'portal',
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
    part,
    keys: targetIds.length,
    missing: sourceIds.filter((id) => !(id in target)),
    extra: targetIds.filter((id) => !(id in source)),
    placeholderMismatches,
    unparsable,
    pluralGaps,
  };
};

/**
 * Every locale's catalogue of each part against en-us's.
 * @internal The development gate (`npm run i18n:check` and the completeness test); the build's
 * compiler only reads the catalogues through this module.
 */
export const checkAllCatalogues = (): CatalogueReport[] =>
  (['portal', 'server'] as const).flatMap((part) => {
    const source = readCatalogue(SOURCE_LOCALE, part);
    return catalogueLocales().map((locale) =>
      checkCatalogue(locale, source, readCatalogue(locale, part), part),
    );
  });
