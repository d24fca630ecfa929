import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { PORTAL_CLIENT_ID } from '../config';
import { PROVIDER_MOUNT_PATH } from '../identity/provider';

/** The code flow's callback: the provider sends the browser here with the code (spec §2). */
export const CALLBACK_PATH = '/login/callback';

export const callbackUrlOf = (publicUrl: string): string => `${publicUrl}${CALLBACK_PATH}`;

/**
 * Redeems an authorization code at the embedded provider's token endpoint, in this process (the
 * provider is mounted on the same Fastify instance, so no request leaves it): the id token when
 * the provider accepted the code and the verifier and the token carries `nonce`, else undefined.
 */
export const exchangeCode = async (
  app: FastifyInstance,
  publicUrl: string,
  grant: { readonly code: string; readonly verifier: string; readonly nonce: string },
): Promise<string | undefined> => {
  const response = await app.inject({
    method: 'POST',
    url: `${PROVIDER_MOUNT_PATH}/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      // The canonical-origin check admits the portal's own host only.
      host: new URL(publicUrl).host,
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: callbackUrlOf(publicUrl),
      client_id: PORTAL_CLIENT_ID,
      code_verifier: grant.verifier,
    }).toString(),
  });
  if (response.statusCode !== 200) return undefined;
  const body: unknown = response.json();
  const idToken =
    typeof body === 'object' && body !== null && 'id_token' in body ? body.id_token : undefined;
  if (typeof idToken !== 'string') return undefined;
  try {
    return decodeJwt(idToken).nonce === grant.nonce ? idToken : undefined;
  } catch {
    return undefined;
  }
};
