import fastifyCookie from '@fastify/cookie';
import { setTimeout as sleep } from 'node:timers/promises';
import { issuerFor, PORTAL_CLIENT_ID, type ServerConfig } from './config';
import { systemClock, type Clock } from './clock';
import { sqlAccountStores } from './accounts/sql-account-stores';
import { SqlOutboxRepository } from './mail/sql-outbox-repository';
import { SqlPurchaseRepository } from './purchases/sql-purchase-repository';
import { SqlTermsRepository } from './terms/sql-terms-repository';
import { DunsCipher } from './get-a-duns/duns-cipher';
import { loadPublicSigningKeys, loadServerKeys, mfaKeysOf } from './keys/server-keys';
import { SqlServerKeyRepository } from './keys/sql-server-key-repository';
import { createIdentityProvider } from './identity/provider';
import { mountIdentityProvider } from './identity/mount-provider';
import { presentPublicOriginToProvider } from './identity/provider-origin';
import { PrimaryAuthentication } from './identity/primary-authentication';
import { makeDecoyHash } from './identity/password-hashing';
import { registerInteractionRoutes } from './identity/interaction-routes';
import { ProviderSessions } from './identity/provider-sessions';
import { SqlProviderRecordRepository } from './identity/sql-provider-record-repository';
import { IdTokenVerifier } from './auth/id-token-verifier';
import { SessionStore } from './auth/sessions';
import { SqlSessionRepository } from './auth/sql-session-repository';
import { SqlUsedIdTokenRepository } from './auth/sql-used-id-token-repository';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerSignInFlowRoutes } from './auth/sign-in-flow-routes';
import { SignInFlows } from './auth/sign-in-flows';

import { registerSessionListRoutes } from './auth/session-list-routes';
import { EntitlementService } from './entitlements/entitlement-service';
import { SqlEntitlementRepository } from './entitlements/sql-entitlement-repository';
import { registerEntitlementRoutes } from './entitlements/entitlement-routes';
import { registerErrorHandling } from './http/errors';
import { registerFormPosts } from './http/form-posts';
import { registerStaticRoutes } from './http/static-routes';
import { sessionIdOf } from './http/cookies';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOpenApi } from './http/openapi';
import { createPortalApp, type PortalApp } from './http/portal-app';
import { registerPortalRoutes } from './portal/portal-routes';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerProfileRoutes } from './profile/profile-routes';
import { registerGetADunsRoutes } from './get-a-duns/get-a-duns-routes';
import { getADunsServices } from './get-a-duns/get-a-duns-services';
import { directoryIn as directoryAdapter } from './get-a-duns/directory-adapters';
import { SqlNotificationRepository } from './notifications/sql-notification-repository';
import { registerNotificationRoutes } from './notifications/notification-routes';
import { Mailer } from './mail/mailer';
import { registerDevMailRoutes } from './mail/dev-mail-routes';
import { seedIfEmpty } from './seed/seed';
import { openServerStorage } from './db/server-storage';
import { registerCanonicalOrigin } from './http/canonical-origin';
import { registerHealthRoutes } from './http/health-routes';
import { registerMetrics } from './http/metrics-routes';
import { registerRequestIdHeader } from './http/request-id';
import { metricsAccessRule } from './observability/metrics-access';
import { PortalMetrics } from './observability/metrics';
import { registerMaintenanceMode } from './http/maintenance-mode';
import { demoPersonasPresent } from './seed/demo-warning';
import { scheduleCleanup } from './maintenance/cleanup-job';
import { mfaComponents } from './mfa/mfa-components';
import { relyingPartyOf } from './mfa/passkey-authenticator';
import { seedDemoFactors } from './seed/demo-factors';
import { registerMfaRoutes } from './mfa/mfa-routes';
import { registerAdRoutes } from './ads/ad-routes';
import { SqlHouseOfferRepository } from './ads/sql-house-offer-repository';
import { SqlJobLeaseRepository } from './maintenance/sql-job-lease-repository';
import { AbuseLimiter } from './http/abuse-limiter';
import { configuredRequestCounters } from './shared-state/configured-request-counters';

export interface PortalServer {
  readonly app: PortalApp;
  /** Whether the database holds the demo accounts, whose password is public (docs/demo-accounts.md). */
  readonly hasDemoAccounts: boolean;
  readonly close: () => Promise<void>;
  /**
   * A stop without dropping a request: `/ready` answers 503 at once, then after DRAIN_SECONDS (the
   * load balancer's time to notice) the server stops accepting, finishes what is in flight and
   * closes the database (docs/decisions/operations.md D-OPS-2).
   */
  readonly drain: () => Promise<void>;
}

export const buildServer = async (
  config: ServerConfig,
  clock: Clock = systemClock,
): Promise<PortalServer> => {
  // Until the app's logger exists, a pool error has nowhere better to go than stderr.
  let reportPoolError = (error: Error): void => console.error(error);
  const storage = await openServerStorage(config, {
    lockDataDir: true,
    poolMax: config.databasePoolMax,
    onPoolError: (error) => reportPoolError(error),
  });
  const queries = storage.layer;
  try {
    // Demo data only in demo mode: a production database is seeded only by an explicit `npm run seed`.
    if (config.mode === 'demo') {
      await storage.directory.seedIfEmpty(config.seedCompanyCount);
      await seedIfEmpty(queries, clock);
    }
  } catch (error) {
    await storage.close();
    throw error;
  }

  const app = createPortalApp(config);
  // The message alone: pg's error carries its whole client, password-free but kilobytes long.
  reportPoolError = (error) =>
    app.log.error(`an idle database connection failed: ${error.message}`);
  registerErrorHandling(app);
  registerFormPosts(app);
  await registerSecurityHeaders(app, config.publicUrl, config.tagManagerUrl);
  // Before the guards below, so that their own answers (a redirect, a 503) are named and counted.
  registerRequestIdHeader(app);
  const metrics = new PortalMetrics();
  if (storage.poolUse !== undefined) metrics.watchPool(storage.poolUse);
  registerMetrics(app, metrics, metricsAccessRule(config.mode, config.metricsToken));
  registerCanonicalOrigin(app, config.publicUrl);
  registerMaintenanceMode(app, config.maintenanceMode);
  const { counters, redis } = configuredRequestCounters(config.redisUrl, app.log, metrics);
  let draining = false;
  registerHealthRoutes(app, {
    isDraining: () => draining,
    checkDatabase: () => storage.ping(),
    checkRedis: redis?.ping,
  });
  await app.register(fastifyCookie);
  await registerOpenApi(app, config.publicUrl);

  const accounts = sqlAccountStores(queries);
  const { users } = accounts;
  const keyStore = new SqlServerKeyRepository(queries);
  const keys = await loadServerKeys(keyStore, clock, config.dataDir);
  const secrets = keys.provider;
  const providerRecords = new SqlProviderRecordRepository(queries);
  const provider = createIdentityProvider({
    config,
    records: providerRecords,
    clock,
    secrets,
    users,
  });
  presentPublicOriginToProvider(app, provider, config.publicUrl);
  mountIdentityProvider(app, provider);

  const sessionRecords = new SqlSessionRepository(queries);
  const sessions = new SessionStore(sessionRecords, clock, {
    idleSeconds: config.sessionIdleSeconds,
    absoluteSeconds: config.sessionAbsoluteSeconds,
  });
  const mfa = mfaComponents(
    queries,
    { loaded: keys.mfaKeys, reload: async () => mfaKeysOf(await keyStore.list('mfa-secret')) },
    clock,
    config.mfaCountries,
    providerRecords,
    relyingPartyOf(config.publicUrl),
  );
  if (config.mode === 'demo') await seedDemoFactors(queries, mfa.secretBox, users, clock);
  const authentication = new PrimaryAuthentication(
    accounts,
    clock,
    { threshold: config.lockoutThreshold, minutes: config.lockoutMinutes },
    await makeDecoyHash(),
    { maxAgeDays: config.passwordMaxAgeDays },
    mfa.secondFactorRequired,
  );
  const usedIdTokens = new SqlUsedIdTokenRepository(queries);
  const verifier = new IdTokenVerifier(secrets.publicJwks, usedIdTokens, clock, {
    issuer: issuerFor(config),
    audience: PORTAL_CLIENT_ID,
    maxAgeSeconds: config.idTokenMaxAgeSeconds,
    reloadKeys: () => loadPublicSigningKeys(keyStore),
  });

  // One limiter for every route module, so that no two of its counters share a name.
  const limiter = new AbuseLimiter(counters);
  registerInteractionRoutes(app, {
    provider,
    authentication,
    signIns: metrics,
    publicUrl: config.publicUrl,
    placeholderDomain: config.placeholderDomain,
    abuseLimits: config.abuseLimits,
    limiter,
    secondFactor: mfa.secondFactorSignIn(users, authentication),
    passkeySignIn: mfa.passkeySignIn(users, authentication),
  });
  const providerSessions = new ProviderSessions(providerRecords);
  const sessionOpening = {
    publicUrl: config.publicUrl,
    verifier,
    sessions,
    users,
    providerSessions,
    clock,
    passwordAge: { maxAgeDays: config.passwordMaxAgeDays },
  };
  registerAuthRoutes(app, {
    ...sessionOpening,
    mfaCountries: config.mfaCountries,
    servicesDegraded: config.servicesDegraded,
  });
  registerSignInFlowRoutes(app, sessionOpening, {
    flows: new SignInFlows(providerRecords, clock),
    allowedRedirectOrigins: config.allowedRedirectOrigins,
  });
  const dunsCipher = new DunsCipher(keys.dunsKeys);
  const directoryIn = directoryAdapter(storage.engine);
  const getADuns = getADunsServices(queries, clock, directoryIn);
  // Reading entitlements or notifications first issues a DUNS application whose time has come (it
  // leaves dfcEntitlements as its company joins companyInfo, D-GAD-ENTRY-1) and resolves the
  // Associate-a-DUNS associations verified by now (D-ASSOC-1).
  const bringUpToDate = async (userId: string): Promise<void> => {
    await getADuns.applications.find(userId);
    await getADuns.associations.resolveDue(userId);
  };
  const entitlements = new EntitlementService(
    new SqlEntitlementRepository(queries),
    clock,
    (duns) => dunsCipher.encrypt(duns),
    bringUpToDate,
  );
  registerEntitlementRoutes(app, { sessions, entitlements });
  registerSessionListRoutes(app, sessions);
  const outbox = new SqlOutboxRepository(queries);
  const mailer = new Mailer(outbox, clock, config.smtpUrl, (line) => app.log.info(line));
  if (config.mode === 'demo') registerDevMailRoutes(app, mailer);
  const routeDependencies = {
    config,
    clock,
    sessions,
    accounts,
    purchases: new SqlPurchaseRepository(queries),
    terms: new SqlTermsRepository(queries),
    mailer,
    entitlements,
    dunsApplications: getADuns.applications,
    getADunsEntitlements: getADuns.entitlements,
    directory: directoryIn(queries),
    notifications: new SqlNotificationRepository(queries),
    dunsCipher,
    abuseLimits: config.abuseLimits,
    limiter,
    authentication,
    mfa,
  };
  registerPortalRoutes(app, routeDependencies);
  registerAccountRoutes(app, routeDependencies);
  registerProfileRoutes(app, routeDependencies);
  registerGetADunsRoutes(app, routeDependencies);
  registerNotificationRoutes(app, routeDependencies, { bringUpToDate });
  registerMfaRoutes(app, routeDependencies);
  registerAdRoutes(app, routeDependencies, new SqlHouseOfferRepository(queries));
  await registerStaticRoutes(app, config.staticDir, {
    pseudoLocale: config.pseudoLocale,
    tagManagerUrl: config.tagManagerUrl,
    origin: config.publicUrl,
    hasSession: async (request) => (await sessions.find(sessionIdOf(request), false)) !== undefined,
  });
  // The adapters built above, so each compiles its statements once.
  const expiring = {
    ...accounts,
    sessions: sessionRecords,
    usedIdTokens,
    providerRecords,
    outbox,
    mfaFactors: mfa.factors,
  };
  scheduleCleanup(app, expiring, clock, new SqlJobLeaseRepository(queries));

  const close = async () => {
    await app.close();
    await redis?.close();
    await storage.close();
  };
  return {
    app,
    hasDemoAccounts: await demoPersonasPresent(queries),
    close,
    drain: async () => {
      draining = true;
      await sleep(config.drainSeconds * 1000);
      await close();
    },
  };
};
