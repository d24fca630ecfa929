import { ConfigError } from '../../server/config-schema';
import { ALL_CONFIG_VARIABLES, loadConfig } from '../../server/config';
import { listedVariables, readDoc } from './docs-pages';

// Issue 9: every configuration variable is parsed by one schema at start-up; a bad value stops the
// server with a message naming the variable and the expected form.

const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe('loadConfig', () => {
  it('gives demo mode on loopback with the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'demo',
      host: '127.0.0.1',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      trustProxy: [],
      requestTimeoutSeconds: 30,
      smtpUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    ['PORT', '80.5', 'PORT must be a whole number from 1 to 65535 (got "80.5")'],
    [
      'SESSION_IDLE_SECONDS',
      '-5',
      'SESSION_IDLE_SECONDS must be a whole number from 60 to 86400 (got "-5")',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    ['NODE_ENV', 'prod', 'NODE_ENV must be one of production, development, test (got "prod")'],
    [
      'SMTP_URL',
      'mail.example.com',
      'SMTP_URL must be an absolute smtp or smtps URL (got "mail.example.com")',
    ],
    [
      'REDIS_URL',
      'http://:s3cret@cache.internal:6379',
      'REDIS_URL must be an absolute redis or rediss URL (got "http://:***@cache.internal:6379")',
    ],
    [
      'PUBLIC_URL',
      'https://portal.example.com/app',
      'PUBLIC_URL must be an absolute http or https URL with no path, query or fragment (e.g. https://portal.example.com) (got "https://portal.example.com/app")',
    ],
    [
      'PUBLIC_URL',
      'javascript:alert(1)',
      'PUBLIC_URL must be an absolute http or https URL with no path, query or fragment (e.g. https://portal.example.com) (got "javascript:alert(1)")',
    ],
    [
      'TRUST_PROXY',
      '10.0.0.0/33',
      'TRUST_PROXY must be a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal (got "10.0.0.0/33")',
    ],
    [
      'METRICS_TOKEN',
      'short secret',
      'METRICS_TOKEN must be a token of 32 to 512 characters: letters, digits and - . _ ~ + / = (got 12 characters)',
    ],
    ['DRAIN_SECONDS', '301', 'DRAIN_SECONDS must be a whole number from 0 to 300 (got "301")'],
    [
      'TRUST_PROXY',
      'proxy.example.com',
      'TRUST_PROXY must be a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal (got "proxy.example.com")',
    ],
  ])('stops on %s=%s, naming the variable and the expected form', (name, value, problem) => {
    expect(problemsOf({ [name]: value })).toEqual([problem]);
  });

  it('lists every bad value at once, not only the first', () => {
    expect(problemsOf({ PORT: 'abc', LOCKOUT_MINUTES: '0' })).toHaveLength(2);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({
      port: 8080,
      smtpUrl: undefined,
    });
  });

  it('accepts proxies by address, range and name', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1' }).trustProxy).toEqual(
      ['10.0.0.1', '192.168.0.0/16', 'loopback', '::1'],
    );
  });

  it('reads SERVICES_DEGRADED as true or false, off by default (D-PAGES-6)', () => {
    expect(loadConfig({}).servicesDegraded).toBe(false);
    expect(loadConfig({ SERVICES_DEGRADED: 'true' }).servicesDegraded).toBe(true);
    expect(loadConfig({ SERVICES_DEGRADED: 'false' }).servicesDegraded).toBe(false);
    expect(problemsOf({ SERVICES_DEGRADED: '1' })).toEqual([
      'SERVICES_DEGRADED must be true or false (got "1")',
    ]);
  });

  it('reads MAINTENANCE_MODE as true or false, off by default (D-PAGES-2)', () => {
    expect(loadConfig({}).maintenanceMode).toBe(false);
    expect(loadConfig({ MAINTENANCE_MODE: 'true' }).maintenanceMode).toBe(true);
    expect(loadConfig({ MAINTENANCE_MODE: 'false' }).maintenanceMode).toBe(false);
    expect(problemsOf({ MAINTENANCE_MODE: 'yes' })).toEqual([
      'MAINTENANCE_MODE must be true or false (got "yes")',
    ]);
  });

  it('reads PSEUDO_LOCALE as true or false, off by default, refused in production mode (D-PSEUDO-1)', () => {
    expect(loadConfig({}).pseudoLocale).toBe(false);
    expect(loadConfig({ PSEUDO_LOCALE: 'true' }).pseudoLocale).toBe(true);
    expect(problemsOf({ PSEUDO_LOCALE: '1' })).toEqual([
      'PSEUDO_LOCALE must be true or false (got "1")',
    ]);
    expect(problemsOf({ ...PRODUCTION, PSEUDO_LOCALE: 'true' })).toEqual([
      'PSEUDO_LOCALE must not be true in production mode: the pseudo-locale is a development tool (D-PSEUDO-1)',
    ]);
    expect(loadConfig({ ...PRODUCTION, PSEUDO_LOCALE: 'false' }).pseudoLocale).toBe(false);
  });

  it('reads PORTAL_TAG_MANAGER_URL as an https script address, unset by default (D-ADP-6)', () => {
    expect(loadConfig({}).tagManagerUrl).toBeUndefined();
    expect(loadConfig({ ...PRODUCTION }).tagManagerUrl).toBeUndefined();
    expect(
      loadConfig({
        ...PRODUCTION,
        PORTAL_TAG_MANAGER_URL: 'https://tags.example.com/gtm.js?id=GTM-1',
      }).tagManagerUrl,
    ).toBe('https://tags.example.com/gtm.js?id=GTM-1');
    const expected = 'an absolute https URL of a script, without a user name or password';
    for (const refused of ['http://tags.example.com/gtm.js', 'javascript:alert(1)', '/gtm.js']) {
      expect(problemsOf({ PORTAL_TAG_MANAGER_URL: refused })).toEqual([
        `PORTAL_TAG_MANAGER_URL must be ${expected} (got ${JSON.stringify(refused)})`,
      ]);
    }
    // A password in the address is refused, and not repeated in the message.
    expect(
      problemsOf({ PORTAL_TAG_MANAGER_URL: 'https://user:secret@tags.example.com/gtm.js' }),
    ).toEqual([
      `PORTAL_TAG_MANAGER_URL must be ${expected} (got "https://user:***@tags.example.com/gtm.js")`,
    ]);
  });

  it('keeps a public URL as its origin (no trailing slash)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe(
      'https://portal.example.com',
    );
  });

  describe('production mode (NODE_ENV=production)', () => {
    it('starts with an https PUBLIC_URL and an SMTP_URL', () => {
      expect(loadConfig(PRODUCTION)).toMatchObject({
        mode: 'production',
        publicUrl: 'https://portal.example.com',
      });
    });

    it('refuses to start without SMTP_URL, naming it', () => {
      expect(problemsOf({ ...PRODUCTION, SMTP_URL: undefined })).toEqual([
        'SMTP_URL must be set in production mode: the SMTP server that sends account mail (smtp://user:pass@host:587)',
      ]);
    });

    it('refuses to start without PUBLIC_URL, naming it', () => {
      expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: undefined })).toEqual([
        'PUBLIC_URL must be set in production mode: the https origin users reach the portal at',
      ]);
    });

    it('refuses a plain-http public URL except on this machine', () => {
      expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://portal.example.com' })).toEqual([
        'PUBLIC_URL must be an https URL in production mode (got "http://portal.example.com")',
      ]);
      expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:8080' })).toEqual([]);
    });
  });

  it('has docs/configuration.md list every variable it or the build reads, and no other', () => {
    const buildVariables = [
      ...readDoc('webpack.parts.js').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g),
    ].map(([, name = '']) => name);
    expect(buildVariables).toContain('PORTAL_DISABLE_THIRD_PARTY_SCRIPTS');
    expect(ALL_CONFIG_VARIABLES).toContain('RATE_LIMIT_MAIL_PER_ACCOUNT_PER_HOUR');
    const read = new Set([...ALL_CONFIG_VARIABLES, ...buildVariables]);
    expect([...listedVariables()].sort()).toEqual([...read].sort());
  });
});
