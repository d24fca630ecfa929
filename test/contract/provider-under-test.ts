import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { issuerFor, loadConfig, PORTAL_CLIENT_ID } from '../../server/config';
import { ABUSE_LIMIT_VARIABLES } from '../../server/http/abuse-limits';
import { loadServerKeys, type ServerKeys } from '../../server/keys/server-keys';
import { SqlServerKeyRepository } from '../../server/keys/sql-server-key-repository';
import { SessionStore } from '../../server/auth/sessions';
import { SqlSessionRepository } from '../../server/auth/sql-session-repository';
import type { QueryLayer } from '../../server/db/query-layer';
import { systemClock } from '../../server/clock';
import { DATABASE_FILE } from '../../server/db/database';
import { openServerStorage } from '../../server/db/server-storage';
import { directoryIn } from '../../server/get-a-duns/directory-adapters';
import type { DirectoryIn } from '../../server/get-a-duns/directory-repository';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { freePort, SERVER_ARGS } from '../../scripts/local-server';
import { ProviderStates, ProviderStateValues } from './provider-states';
import { accountStateHandlers } from './states/account.states';
import { entitlementStateHandlers } from './states/entitlements.states';
import { getADunsStateHandlers } from './states/get-a-duns.states';
import { mfaStateHandlers } from './states/mfa.states';
import { notificationStateHandlers } from './states/notifications.states';
import { passkeyStateHandlers } from './states/passkeys.states';
import { passwordStateHandlers } from './states/passwords.states';
import { registrationStateHandlers } from './states/registration.states';
import { sessionStateHandlers } from './states/sessions.states';

/**
 * Verifies the portal's pact against the real services backend (`server/`), started as a child
 * process on a free port with a fresh data folder, so a fresh database and fresh signing keys.
 *
 * To verify a provider that is already running instead (see contracts/README.md), set
 * PROVIDER_BASE_URL, plus PROVIDER_DATA_DIR (the folder holding its identity-provider-keys.json)
 * and PROVIDER_PUBLIC_URL if it differs from PROVIDER_BASE_URL (the issuer is `<public url>/oidc`).
 */

export const ROOT = path.resolve(__dirname, '../..');
export const PACT_FILE = path.join(
  ROOT,
  'contracts',
  'business-portal-web-business-portal-services.json',
);
export const SEEDED_USER_ID = 'usr-us-owner'; // us.owner@example.com, server/seed/personas.ts
export const START_TIMEOUT_MS = 60_000;

/** Where the provider keeps its data: SQLite in `dataDir`, or PostgreSQL at `databaseUrl`. */
export interface ProviderDatabase {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
}

export interface ProviderUnderTest {
  readonly baseUrl: string;
  readonly issuer: string;
  readonly database: ProviderDatabase;
  readonly stop: () => Promise<void>;
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the session check until the server answers at all (401 without a session is an answer). */
const waitUntilAnswering = async (
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> => {
  const deadline = Date.now() + START_TIMEOUT_MS - 5_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/services/auth/checkUserLogin`, {
        signal: AbortSignal.timeout(1_000),
      });
      await response.arrayBuffer();
      return;
    } catch {
      await delay(250);
    }
  }
  throw new Error(`the server did not answer at ${baseUrl} in time:\n${output()}`);
};

export const startServer = async (): Promise<ProviderUnderTest> => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pact-provider-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The address the verifier calls: the server redirects any other host name to its public URL.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_COMPANY_COUNT: '1000',
    // The verifier replays every interaction from one address within seconds: the contract is
    // about shapes, and the limits are tested in test/server/abuse-limits.test.ts.
    ...Object.fromEntries(Object.values(ABUSE_LIMIT_VARIABLES).map((name) => [name, '1000'])),
  };
  const config = loadConfig(env);
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killTimer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    issuer: issuerFor(config),
    database: { dataDir: config.dataDir, databaseUrl: undefined },
    stop,
  };
};

/** A provider someone else runs: nothing to start or stop. */
export const runningProvider = (baseUrl: string): ProviderUnderTest => {
  const dataDir = process.env.PROVIDER_DATA_DIR;
  const databaseUrl = process.env.PROVIDER_DATABASE_URL || undefined;
  if (
    databaseUrl === undefined &&
    (dataDir === undefined || !fs.existsSync(path.join(dataDir, DATABASE_FILE)))
  ) {
    throw new Error(
      `PROVIDER_BASE_URL is set: set PROVIDER_DATABASE_URL to its PostgreSQL database, or PROVIDER_DATA_DIR to its data folder (the one holding ${DATABASE_FILE}), ` +
        'so the state handlers can set up its data and sign with its key',
    );
  }
  const publicUrl = (process.env.PROVIDER_PUBLIC_URL ?? baseUrl).replace(/\/$/, '');
  return {
    baseUrl,
    issuer: `${publicUrl}/oidc`,
    database: { dataDir: dataDir ?? os.tmpdir(), databaseUrl },
    stop: () => Promise.resolve(),
  };
};

/**
 * Runs `work` on the provider's own database, whichever engine it is, through the backend's query
 * layer and its directory adapter (the backend's code sets up each state), then closes it.
 */
export const withProviderDbAsync = async <T>(
  provider: ProviderUnderTest,
  work: (db: QueryLayer, directory: DirectoryIn) => Promise<T>,
): Promise<T> => {
  const storage = await openServerStorage(provider.database, { lockDataDir: false, poolMax: 2 });
  try {
    return await work(storage.layer, directoryIn(storage.engine));
  } finally {
    await storage.close();
  }
};

/** The provider's keys, as it loads them from its database. */
export const providerKeys = (provider: ProviderUnderTest): Promise<ServerKeys> =>
  withProviderDbAsync(provider, (db) =>
    loadServerKeys(new SqlServerKeyRepository(db), systemClock, provider.database.dataDir),
  );

/** An id token as the identity provider issues it, signed with its own key, issued now. */
export const mintIdToken = async (
  provider: ProviderUnderTest,
  subject = SEEDED_USER_ID,
  email = 'us.owner@example.com',
): Promise<string> => {
  const key = (await providerKeys(provider)).provider.signingKeys.keys[0];
  if (key === undefined) throw new Error(`no signing key in the provider's database`);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(provider.issuer)
    .setAudience(PORTAL_CLIENT_ID)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .setJti(randomUUID()) // never replayed, even when two states are set up within a second
    .sign(await importJWK(key, 'RS256'));
};

/** The backend's own session store on the provider's database, with the default session policy. */
export const sessionStoreIn = (db: QueryLayer): SessionStore => {
  const config = loadConfig({});
  return new SessionStore(new SqlSessionRepository(db), systemClock, {
    idleSeconds: config.sessionIdleSeconds,
    absoluteSeconds: config.sessionAbsoluteSeconds,
  });
};

/**
 * A portal session for a seeded user, opened with the backend's own session store in the
 * provider's database (as oktaLogin would), so the pact's cookie and CSRF header are real.
 */
export const openSession = (
  provider: ProviderUnderTest,
  userId = SEEDED_USER_ID,
): Promise<Record<string, string>> =>
  withProviderDbAsync(provider, async (db) => {
    const session = await sessionStoreIn(db).create(userId);
    return {
      [ProviderStateValues.sessionCookie]: `${SESSION_COOKIE}=${session.id}`,
      [ProviderStateValues.csrfToken]: session.csrfToken,
    };
  });

/** What a state handler returns: the values `fromProviderState` injects, or nothing. */
export type StateHandler = () => Promise<Record<string, string> | undefined>;

/** The state handlers of every provider state (test/contract/provider-states.ts). */
export const stateHandlersFor = (underTest: ProviderUnderTest): Record<string, StateHandler> => ({
  [ProviderStates.USER_HAS_FRESH_ID_TOKEN]: async () => ({
    [ProviderStateValues.idToken]: await mintIdToken(underTest),
  }),
  // The pact's example token is signed by a key the provider does not know: nothing to set up.
  [ProviderStates.ID_TOKEN_NOT_ISSUED_BY_PROVIDER]: () => Promise.resolve(undefined),
  [ProviderStates.USER_SIGNED_IN]: () => openSession(underTest),
  // Requests in this state carry no session cookie: nothing to set up.
  [ProviderStates.NO_SESSION]: () => Promise.resolve(undefined),
  ...accountStateHandlers(underTest),
  ...entitlementStateHandlers(underTest),
  ...getADunsStateHandlers(underTest),
  ...mfaStateHandlers(underTest),
  ...notificationStateHandlers(underTest),
  ...passkeyStateHandlers(underTest),
  ...passwordStateHandlers(underTest),
  ...registrationStateHandlers(underTest),
  ...sessionStateHandlers(underTest),
});

/** The provider named by PROVIDER_BASE_URL, or the reference backend started here. */
export const providerUnderTest = (): Promise<ProviderUnderTest> => {
  const overridden = process.env.PROVIDER_BASE_URL;
  return overridden
    ? Promise.resolve(runningProvider(overridden.replace(/\/$/, '')))
    : startServer();
};
