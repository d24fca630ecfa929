import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerMode } from '../config';

/** What `/metrics` does with a request: answer it, ask for the token, or not exist. */
export type MetricsAccess = 'serve' | 'unauthorized' | 'hidden';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Who may read `/metrics` (docs/decisions/operations.md D-OPS-4): with METRICS_TOKEN set, only a
 * request bearing it; without, anyone in demo mode (a developer's machine) and no one in
 * production mode, where the path does not exist. The presented token is compared with the
 * configured one by SHA-256 digest, in constant time.
 */
export const metricsAccessRule = (mode: ServerMode, token: string | undefined) => {
  const expected = token === undefined ? undefined : digest(token);
  return (authorization: string | undefined): MetricsAccess => {
    if (expected === undefined) return mode === 'production' ? 'hidden' : 'serve';
    const presented = /^Bearer ([^\s]+)$/i.exec(authorization ?? '')?.[1];
    return presented !== undefined && timingSafeEqual(digest(presented), expected)
      ? 'serve'
      : 'unauthorized';
  };
};
