import path from 'node:path';
import type { MfaCountries } from '../src/domain/mfa/mfa-availability';
import { ABUSE_LIMIT_VARIABLES, DEFAULT_ABUSE_LIMITS, type AbuseLimits } from './http/abuse-limits';
import {
  ConfigError,
  flag,
  httpsScriptUrl,
  mfaCountries,
  oneOf,
  originList,
  proxyList,
  readVariable,
  secretText,
  text,
  url,
  wholeNumber,
  type ValueParser,
} from './config-schema';

/**
 * `demo` (NODE_ENV unset or anything but `production`): loopback by default, demo personas seeded
 * into a new database, the outbox viewer at /dev/mail for loopback callers. `production`: no /dev
 * routes, no seeding, SMTP_URL and PUBLIC_URL required.
 */
export type ServerMode = 'demo' | 'production';

export interface ServerConfig {
  readonly mode: ServerMode;
  readonly port: number;
  readonly host: string;
  /** The origin browsers use to reach this server; the identity provider's issuer lives under it. */
  readonly publicUrl: string;
  readonly dataDir: string;
  /** `postgres://…`: the database is PostgreSQL there; unset, SQLite in `dataDir` (D-STORE-2). */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL connections each process keeps at most (DATABASE_POOL_MAX). */
  readonly databasePoolMax: number;
  /**
   * `redis://…`: the abuse limits' counters are shared there; unset, each process counts alone
   * (D-ABUSE-6).
   */
  readonly redisUrl: string | undefined;
  readonly staticDir: string;
  readonly sessionIdleSeconds: number;
  readonly sessionAbsoluteSeconds: number;
  readonly lockoutThreshold: number;
  readonly lockoutMinutes: number;
  readonly idTokenMaxAgeSeconds: number;
  readonly logLevel: string;
  /** How many synthetic US companies a demo database seeds into the Get-a-DUNS directory. */
  readonly seedCompanyCount: number;
  /** Send mail through this SMTP server; unset (demo mode only), mail goes to the embedded outbox. */
  readonly smtpUrl: string | undefined;
  /** A password older than this must be reset (spec §9: 180 days). */
  readonly passwordMaxAgeDays: number;
  /** Minutes that must pass between password changes; 0 turns the rule off (the default). */
  readonly passwordMinAgeMinutes: number;
  /** The proxies whose X-Forwarded-* headers are believed; empty, none is. */
  readonly trustProxy: readonly string[];
  /** How long a client may take to send a whole request, headers and body. */
  readonly requestTimeoutSeconds: number;
  /** After a stop signal, how long `/ready` answers 503 before the server stops accepting. */
  readonly drainSeconds: number;
  /** The bearer token `/metrics` asks for; unset, it is open in demo mode and absent in production. */
  readonly metricsToken: string | undefined;
  /** Besides the portal itself, the origins a stored or mailed redirect may lead to. */
  readonly allowedRedirectOrigins: readonly string[];
  /**
   * Request and mail limits per client address and per account (docs/decisions/abuse-limits.md
   * D-ABUSE-1).
   */
  readonly abuseLimits: AbuseLimits;
  /** The services answer 503 UNDER_MAINTENANCE, and the portal shows its under-maintenance page (D-PAGES-2). */
  readonly maintenanceMode: boolean;
  /** Each sign-in's answer says some services are unavailable: the owl error banner (D-PAGES-6). */
  readonly servicesDegraded: boolean;
  /** The development pseudo-locale en-xa is served and selectable with `?lang=en-xa` (D-PSEUDO-1). */
  readonly pseudoLocale: boolean;
  /** The countries whose users may add a second factor and are asked for it (D-MFA-1). */
  readonly mfaCountries: MfaCountries;
  /**
   * The domain a username typed without one gets (spec §2), for a login form posted without
   * JavaScript; the page's script appends the one it was built with (the same variable).
   */
  readonly placeholderDomain: string;
  /**
   * The tag manager's loader script that collects the portal's analytics events: its origin is
   * then allowed by the Content-Security-Policy. Unset, none is loaded or allowed (D-ADP-6).
   */
  readonly tagManagerUrl: string | undefined;
}

const DAY_SECONDS = 86_400;

/**
 * Every variable the server reads, with the form its value must have. One table, so
 * docs/configuration.md can be checked against it and nothing is read that is not listed here.
 */
export const CONFIG_VARIABLES = {
  NODE_ENV: oneOf(['production', 'development', 'test']),
  PORT: wholeNumber(1, 65_535),
  HOST: text(
    'an IP address or host name to listen on (e.g. 127.0.0.1 or 0.0.0.0)',
    /^[A-Za-z0-9.:-]+$/,
  ),
  PUBLIC_URL: url(['http:', 'https:'], true),
  DATA_DIR: text('a folder path', /^[^\0]+$/),
  DATABASE_URL: url(['postgres:', 'postgresql:'], false),
  DATABASE_POOL_MAX: wholeNumber(1, 1000),
  REDIS_URL: url(['redis:', 'rediss:'], false),
  STATIC_DIR: text('a folder path', /^[^\0]+$/),
  SESSION_IDLE_SECONDS: wholeNumber(60, DAY_SECONDS),
  SESSION_ABSOLUTE_SECONDS: wholeNumber(60, 30 * DAY_SECONDS),
  LOCKOUT_THRESHOLD: wholeNumber(1, 1000),
  LOCKOUT_MINUTES: wholeNumber(1, 24 * 60),
  ID_TOKEN_MAX_AGE_SECONDS: wholeNumber(10, 3600),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  SEED_COMPANY_COUNT: wholeNumber(0, 10_000_000),
  SMTP_URL: url(['smtp:', 'smtps:'], false),
  PASSWORD_MAX_AGE_DAYS: wholeNumber(1, 3650),
  PASSWORD_MIN_AGE_MINUTES: wholeNumber(0, 30 * 24 * 60),
  TRUST_PROXY: proxyList,
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 600),
  DRAIN_SECONDS: wholeNumber(0, 300),
  METRICS_TOKEN: secretText(
    'a token of 32 to 512 characters: letters, digits and - . _ ~ + / =',
    /^[A-Za-z0-9\-._~+/=]{32,512}$/,
  ),
  PORTAL_ALLOWED_REDIRECT_ORIGINS: originList,
  MAINTENANCE_MODE: flag,
  SERVICES_DEGRADED: flag,
  PSEUDO_LOCALE: flag,
  MFA_COUNTRIES: mfaCountries,
  PORTAL_PLACEHOLDER_DOMAIN: text(
    'a domain name such as example.com',
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i,
  ),
  PORTAL_TAG_MANAGER_URL: httpsScriptUrl,
} as const satisfies Record<string, ValueParser<unknown>>;

/** Each abuse limit's variable (RATE_LIMIT_…), a whole number of requests or mails. */
const ABUSE_LIMIT_VALUE = wholeNumber(1, 1_000_000);

/**
 * Every variable the server reads, the abuse limits' included.
 * @internal For the test that keeps docs/configuration.md in step with the schema.
 */
export const ALL_CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(CONFIG_VARIABLES),
  ...Object.values(ABUSE_LIMIT_VARIABLES),
];

export type ConfigVariable = keyof typeof CONFIG_VARIABLES;
type ParsedValue<K extends ConfigVariable> =
  (typeof CONFIG_VARIABLES)[K] extends ValueParser<infer T> ? T : never;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads the configuration from the environment. Every value is checked against its form in
 * CONFIG_VARIABLES; any value that does not fit, or a production setting that is missing, throws
 * one ConfigError listing each problem by its variable.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const problems: string[] = [];
  const read = <K extends ConfigVariable>(name: K): ParsedValue<K> | undefined =>
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- CONFIG_VARIABLES[name] is the parser of exactly K; TypeScript cannot narrow an indexed access on a generic key
    readVariable(env, name, CONFIG_VARIABLES[name] as ValueParser<ParsedValue<K>>, problems);

  const mode: ServerMode = read('NODE_ENV') === 'production' ? 'production' : 'demo';
  const port = read('PORT') ?? 8080;
  const publicUrl = read('PUBLIC_URL');
  const smtpUrl = read('SMTP_URL');
  const pseudoLocale = read('PSEUDO_LOCALE') ?? false;
  if (mode === 'production') {
    if (env.PUBLIC_URL === undefined || env.PUBLIC_URL.trim() === '') {
      problems.push(
        'PUBLIC_URL must be set in production mode: the https origin users reach the portal at',
      );
    } else if (
      publicUrl !== undefined &&
      !publicUrl.startsWith('https:') &&
      !LOOPBACK_HOSTS.has(new URL(publicUrl).hostname)
    ) {
      problems.push(
        `PUBLIC_URL must be an https URL in production mode (got ${JSON.stringify(publicUrl)})`,
      );
    }
    if (env.SMTP_URL === undefined || env.SMTP_URL.trim() === '') {
      problems.push(
        'SMTP_URL must be set in production mode: the SMTP server that sends account mail (smtp://user:pass@host:587)',
      );
    }
    if (pseudoLocale) {
      problems.push(
        'PSEUDO_LOCALE must not be true in production mode: the pseudo-locale is a development tool (D-PSEUDO-1)',
      );
    }
  }

  const config: ServerConfig = {
    mode,
    port,
    host: read('HOST') ?? '127.0.0.1',
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    dataDir: path.resolve(read('DATA_DIR') ?? 'var'),
    databaseUrl: read('DATABASE_URL'),
    databasePoolMax: read('DATABASE_POOL_MAX') ?? 10,
    redisUrl: read('REDIS_URL'),
    staticDir: path.resolve(read('STATIC_DIR') ?? 'dist'),
    sessionIdleSeconds: read('SESSION_IDLE_SECONDS') ?? 30 * 60,
    sessionAbsoluteSeconds: read('SESSION_ABSOLUTE_SECONDS') ?? 12 * 60 * 60,
    lockoutThreshold: read('LOCKOUT_THRESHOLD') ?? 10,
    lockoutMinutes: read('LOCKOUT_MINUTES') ?? 30,
    idTokenMaxAgeSeconds: read('ID_TOKEN_MAX_AGE_SECONDS') ?? 5 * 60,
    logLevel: read('LOG_LEVEL') ?? 'info',
    seedCompanyCount: read('SEED_COMPANY_COUNT') ?? 100_000,
    smtpUrl,
    passwordMaxAgeDays: read('PASSWORD_MAX_AGE_DAYS') ?? 180,
    // Spec §9 "minimum age rule exists (value not shown)": one day, as D-PWD-10 has it.
    passwordMinAgeMinutes: read('PASSWORD_MIN_AGE_MINUTES') ?? 24 * 60,
    trustProxy: read('TRUST_PROXY') ?? [],
    requestTimeoutSeconds: read('REQUEST_TIMEOUT_SECONDS') ?? 30,
    drainSeconds: read('DRAIN_SECONDS') ?? 0,
    metricsToken: read('METRICS_TOKEN'),
    allowedRedirectOrigins: read('PORTAL_ALLOWED_REDIRECT_ORIGINS') ?? [],
    abuseLimits: abuseLimitsOf(env, problems),
    maintenanceMode: read('MAINTENANCE_MODE') ?? false,
    servicesDegraded: read('SERVICES_DEGRADED') ?? false,
    pseudoLocale,
    mfaCountries: read('MFA_COUNTRIES') ?? { kind: 'default' },
    placeholderDomain: read('PORTAL_PLACEHOLDER_DOMAIN') ?? 'example.com',
    tagManagerUrl: read('PORTAL_TAG_MANAGER_URL'),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
};

const abuseLimitsOf = (env: NodeJS.ProcessEnv, problems: string[]): AbuseLimits => {
  const limits: { -readonly [K in keyof AbuseLimits]: number } = { ...DEFAULT_ABUSE_LIMITS };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- ABUSE_LIMIT_VARIABLES has exactly the keys of AbuseLimits (its mapped type says so); Object.keys is typed string[] only because objects may have more keys
  for (const key of Object.keys(ABUSE_LIMIT_VARIABLES) as (keyof AbuseLimits)[]) {
    limits[key] =
      readVariable(env, ABUSE_LIMIT_VARIABLES[key], ABUSE_LIMIT_VALUE, problems) ?? limits[key];
  }
  return limits;
};

export const issuerFor = (config: ServerConfig): string => `${config.publicUrl}/oidc`;
export const PORTAL_CLIENT_ID = 'business-portal';
