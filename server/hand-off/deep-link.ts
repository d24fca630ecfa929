/**
 * The deep link of spec §2: a base64 value (RelayState or the `payload` query parameter) holding a
 * query string whose `duns` parameter is the base64 of a nine-digit DUNS number (D-DOM-19), and
 * optionally `app_id`, the product to open.
 */

export type DecodeError =
  'PAYLOAD_NOT_BASE64' | 'PAYLOAD_NOT_A_QUERY' | 'PAYLOAD_INVALID_DUNS' | 'PAYLOAD_INVALID_APP_ID';

export interface DecodedDeepLink {
  readonly dunsNumber?: string;
  readonly appId?: number;
  readonly parameters: Record<string, string>;
}

export type DecodeResult =
  | { readonly ok: true; readonly value: DecodedDeepLink }
  | { readonly ok: false; readonly error: DecodeError };

const WELL_FORMED = /^[A-Za-z0-9+/]*={0,2}$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const DUNS = /^\d{9}$/;
const APP_ID = /^\d{1,6}$/;

/** Strict base64 (standard or URL-safe, padding optional); a space is a `+` a query parser decoded. */
export const decodeBase64Text = (input: string): string | undefined => {
  const standard = input.trim().replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/');
  if (standard === '' || !WELL_FORMED.test(standard)) return undefined;
  const body = standard.replace(/=+$/, '');
  if (body.length % 4 === 1) return undefined;
  if (body.length !== standard.length && standard.length % 4 !== 0) return undefined;
  const text = Buffer.from(body, 'base64').toString('latin1');
  return PRINTABLE_ASCII.test(text) ? text : undefined;
};

export const encodeBase64Text = (text: string): string =>
  Buffer.from(text, 'latin1').toString('base64');

/**
 * The deep link for a DUNS number (and product), as the provider's sites build it.
 * @internal The backend only reads deep links; tests build the ones the provider's sites send.
 */
export const encodeDeepLink = (duns: string, appId?: number): string => {
  const query = new URLSearchParams({ duns: encodeBase64Text(duns) });
  if (appId !== undefined) query.set('app_id', String(appId));
  return encodeBase64Text(query.toString());
};

export const decodeDeepLink = (payload: string): DecodeResult => {
  const standard = payload.trim().replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/');
  if (standard === '' || !WELL_FORMED.test(standard))
    return { ok: false, error: 'PAYLOAD_NOT_BASE64' };
  const text = decodeBase64Text(payload);
  if (text === undefined) {
    // Well-formed characters that do not decode to a printable query: tell the two apart.
    const body = standard.replace(/=+$/, '');
    const decodes =
      body.length % 4 !== 1 && (body.length === standard.length || standard.length % 4 === 0);
    return { ok: false, error: decodes ? 'PAYLOAD_NOT_A_QUERY' : 'PAYLOAD_NOT_BASE64' };
  }
  if (!text.includes('=')) return { ok: false, error: 'PAYLOAD_NOT_A_QUERY' };
  const query = new URLSearchParams(text);
  const parameters: Record<string, string> = {};
  for (const [key, value] of query) parameters[key] = value;

  const dunsValues = query.getAll('duns');
  let dunsNumber: string | undefined;
  if (dunsValues.length > 1) return { ok: false, error: 'PAYLOAD_INVALID_DUNS' };
  const [encodedDuns] = dunsValues;
  if (encodedDuns !== undefined) {
    const duns = decodeBase64Text(encodedDuns);
    if (duns === undefined || !DUNS.test(duns)) return { ok: false, error: 'PAYLOAD_INVALID_DUNS' };
    dunsNumber = duns;
  }

  const appIds = query.getAll('app_id');
  let appId: number | undefined;
  if (appIds.length > 1) return { ok: false, error: 'PAYLOAD_INVALID_APP_ID' };
  const [rawAppId] = appIds;
  if (rawAppId !== undefined) {
    if (!APP_ID.test(rawAppId)) return { ok: false, error: 'PAYLOAD_INVALID_APP_ID' };
    appId = Number(rawAppId);
  }

  return {
    ok: true,
    value: {
      ...(dunsNumber === undefined ? {} : { dunsNumber }),
      ...(appId === undefined ? {} : { appId }),
      parameters,
    },
  };
};
