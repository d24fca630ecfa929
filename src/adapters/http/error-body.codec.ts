import * as t from 'io-ts';

/**
 * An error code as backends send it: a string, or a number such as 2011 (spec §8 "Password-change
 * codes"), which is read as its decimal string so the portal's mapping sees one form.
 */
const ErrorCode = new t.Type<string, string | number, unknown>(
  'ErrorCode',
  (value): value is string => typeof value === 'string',
  (value, context) =>
    typeof value === 'string'
      ? t.success(value)
      : typeof value === 'number' && Number.isInteger(value)
        ? t.success(String(value))
        : t.failure(value, context),
  (code) => code,
);

/** The backend's error body: `{ error, message }` (server/http/errors.ts). */
export const ErrorBodyCodec = t.intersection([
  t.type({ error: ErrorCode }),
  t.partial({ message: t.string }),
]);
