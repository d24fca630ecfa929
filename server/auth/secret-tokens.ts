import { hash, randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { rowShape } from '../db/rows';

/** A fresh unguessable token (32 random bytes, base64url): session ids, CSRF tokens, link tokens. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored instead of a secret: its SHA-256, base64url, so a database leak reveals no token. */
export const digestOf = (secret: string): string => hash('sha256', secret, 'base64url');

/**
 * What a single-use link's row holds, whichever table keeps it (reset links, registration links):
 * whose it is, until when it works, and when it was used (null while unused).
 */
export const SingleUseTokenRow = rowShape(
  'SingleUseTokenRow',
  Type.Object({
    user_id: Type.String(),
    expires_at: Type.Integer(),
    used_at: Type.Union([Type.Integer(), Type.Null()]),
  }),
);
