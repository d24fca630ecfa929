import * as t from 'io-ts';

interface DunsBrand {
  readonly Duns: unique symbol;
}

/** A DUNS number: exactly nine digits, kept as a string (docs/team-decisions.md "DUNS"). */
export const DunsCodec = t.brand(
  t.string,
  (value): value is t.Branded<string, DunsBrand> => /^\d{9}$/.test(value),
  'Duns',
);
