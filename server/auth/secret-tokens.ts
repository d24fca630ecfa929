import { hash, randomBytes } from 'node:crypto';

/** A fresh unguessable token (32 random bytes, base64url): session ids, CSRF tokens, link tokens. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored instead of a secret: its SHA-256, base64url, so a database leak reveals no token. */
export const digestOf = (secret: string): string => hash('sha256', secret, 'base64url');
