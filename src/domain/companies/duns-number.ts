// docs/team-decisions.md "DUNS": a string of exactly nine digits (^\d{9}$), never a number
// (leading zeros).

/** §9 "DUNS application takes up to 30 business days; delivery ... up to 8 (5 in French text)". */
export const DUNS_APPLICATION_MAX_BUSINESS_DAYS = 30;
export const DUNS_DELIVERY_MAX_BUSINESS_DAYS = { default: 8, french: 5 } as const;

export type DunsNumber = string & { readonly __brand: 'DunsNumber' };

/** Nine digits, as a pattern: what the server's JSON schemas state (their patterns are strings). */
export const DUNS_NUMBER_PATTERN = '^[0-9]{9}$';

const NINE_DIGITS = new RegExp(DUNS_NUMBER_PATTERN);

export const isDunsNumber = (value: string): value is DunsNumber => NINE_DIGITS.test(value);

/** D-DOM-4: a DUNS number is shown as `12-345-6789`; anything else is shown as given. */
export const formatDunsNumber = (value: string): string =>
  isDunsNumber(value) ? `${value.slice(0, 2)}-${value.slice(2, 5)}-${value.slice(5)}` : value;
