/**
 * The words of the company search, as both engines' indexes hold them (D-PERF-8, D-STORE-11):
 * each word of a name, case and diacritics folded, prefixed with the company's ZIP Code
 * ("10001acorn"), so an index term lists only that ZIP's companies.
 */

/** A word as the search compares it: lower case, diacritics removed ("Pâtisserie" → "patisserie"). */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The words of a name or of what a user typed: runs of letters and digits, folded. */
export const searchWords = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const FIVE_DIGITS = /^\d{5}$/;

/** A name's search keys, space-separated: the terms of SQLite's FTS5 index (migration 301). */
export const searchKeys = (zipCode: string, name: string): string =>
  searchWords(name)
    .map((word) => `${zipCode}${word}`)
    .join(' ');

/** One key of PostgreSQL's index (migration 302) and whether its word is in the business name. */
export interface SearchKey {
  readonly key: string;
  readonly inBusiness: boolean;
}

/** A company's distinct keys over both its names, each marked when the business name has it. */
export const companySearchKeys = (
  zipCode: string,
  businessName: string,
  tradeName: string,
): SearchKey[] => {
  const business = new Set(searchWords(businessName));
  const all = new Set([...business, ...searchWords(tradeName)]);
  return [...all].map((word) => ({ key: `${zipCode}${word}`, inBusiness: business.has(word) }));
};

/** The keys a company must hold: each word typed but the last whole, the last as a key's start. */
export interface TypedSearch {
  readonly whole: readonly string[];
  readonly prefix: string;
}

/**
 * What a user typed, as keys ("Blue Rid" finds "Blue Ridge"); undefined when nothing typed is a
 * word or the ZIP Code is not five digits.
 */
export const typedSearch = (businessName: string, zipCode: string): TypedSearch | undefined => {
  const words = searchWords(businessName);
  const last = words.pop();
  if (last === undefined || !FIVE_DIGITS.test(zipCode)) return undefined;
  return { whole: words.map((word) => `${zipCode}${word}`), prefix: `${zipCode}${last}` };
};

/**
 * A typed search as an FTS5 query over the ZIP's keys: every key required, each quoted so no user
 * input is FTS syntax, the last a prefix query.
 */
export const directoryQuery = (businessName: string, zipCode: string): string | undefined => {
  const typed = typedSearch(businessName, zipCode);
  if (typed === undefined) return undefined;
  return [...typed.whole.map((key) => `"${key}"`), `"${typed.prefix}"*`].join(' AND ');
};
