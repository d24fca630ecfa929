import * as t from 'io-ts';

/** The backend's error body: `{ error, message }` (server/http/errors.ts). */
export const ErrorBodyCodec = t.intersection([t.type({ error: t.string }), t.partial({ message: t.string })]);
