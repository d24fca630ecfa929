import { isDunsNumber } from '../../src/domain/companies/duns-number';
import {
  base64Bytes,
  base64OfText,
  isPrintableAscii,
  textOfBytes,
} from '../../src/domain/redirects/relay-state';

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

const APP_ID = /^\d{1,6}$/;

/** The domain's reading of a base64 value, except that an empty one is not base64 here (D-SRV-P7). */
const payloadBytes = (input: string): Uint8Array | undefined =>
  input.trim() === '' ? undefined : base64Bytes(input);

/**
 * The printable text a base64 value holds, or undefined: the domain's strict base64 (the standard
 * and URL-safe alphabets, padding optional, D-DOM-19), as the portal reads a RelayState.
 */
const decodeBase64Text = (input: string): string | undefined => {
  const bytes = payloadBytes(input);
  return bytes !== undefined && isPrintableAscii(bytes) ? textOfBytes(bytes) : undefined;
};

/**
 * The deep link for a DUNS number (and product), as the provider's sites build it.
 * @internal The backend only reads deep links; tests build the ones the provider's sites send.
 */
export const encodeDeepLink = (duns: string, appId?: number): string => {
  const query = new URLSearchParams({ duns: base64OfText(duns) });
  if (appId !== undefined) query.set('app_id', String(appId));
  return base64OfText(query.toString());
};

export const decodeDeepLink = (payload: string): DecodeResult => {
  const bytes = payloadBytes(payload);
  if (bytes === undefined) return { ok: false, error: 'PAYLOAD_NOT_BASE64' };
  if (!isPrintableAscii(bytes)) return { ok: false, error: 'PAYLOAD_NOT_A_QUERY' };
  const text = textOfBytes(bytes);
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
    if (duns === undefined || !isDunsNumber(duns))
      return { ok: false, error: 'PAYLOAD_INVALID_DUNS' };
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
