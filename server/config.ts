import path from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** The origin browsers use to reach this server; the identity provider's issuer lives under it. */
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly staticDir: string;
  readonly sessionIdleSeconds: number;
  readonly sessionAbsoluteSeconds: number;
  readonly lockoutThreshold: number;
  readonly lockoutMinutes: number;
  readonly idTokenMaxAgeSeconds: number;
  readonly logLevel: string;
  /** How many synthetic US companies the first start seeds into the Get-a-DUNS directory. */
  readonly seedCompanyCount: number;
  /** Send mail through this SMTP server; unset, mail goes to the embedded outbox (/dev/mail). */
  readonly smtpUrl: string | undefined;
  /** A password older than this must be reset (spec §9: 180 days). */
  readonly passwordMaxAgeDays: number;
  /** Minutes that must pass between password changes; 0 turns the rule off (the default). */
  readonly passwordMinAgeMinutes: number;
}

const integer = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

const nonNegativeInteger = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = integer(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? 'var'),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    sessionIdleSeconds: integer(env.SESSION_IDLE_SECONDS, 30 * 60),
    sessionAbsoluteSeconds: integer(env.SESSION_ABSOLUTE_SECONDS, 12 * 60 * 60),
    lockoutThreshold: integer(env.LOCKOUT_THRESHOLD, 10),
    lockoutMinutes: integer(env.LOCKOUT_MINUTES, 30),
    idTokenMaxAgeSeconds: integer(env.ID_TOKEN_MAX_AGE_SECONDS, 5 * 60),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedCompanyCount: integer(env.SEED_COMPANY_COUNT, 100_000),
    smtpUrl: env.SMTP_URL === '' ? undefined : env.SMTP_URL,
    passwordMaxAgeDays: integer(env.PASSWORD_MAX_AGE_DAYS, 180),
    passwordMinAgeMinutes: nonNegativeInteger(env.PASSWORD_MIN_AGE_MINUTES, 0),
  };
};

export const issuerFor = (config: ServerConfig): string => `${config.publicUrl}/oidc`;
export const PORTAL_CLIENT_ID = 'business-portal';
