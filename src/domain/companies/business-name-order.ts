// D-DOM-1: business names are ordered by an English collator that ignores case but not accents,
// by the portal and by the server alike. Made on first use: making it loads ICU's collation
// tables, which a page that never compares two names need not wait for while it starts.
let collator: Intl.Collator | undefined;

/** Orders two business names: negative, zero (equal but for case) or positive. */
export const compareBusinessNames = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'accent' })).compare(a, b);
