import { isIP } from 'node:net';
import * as E from 'fp-ts/Either';
import { parseMfaCountries, type MfaCountries } from '../src/domain/mfa/mfa-availability';

/**
 * One parser per kind of configuration value. A parser answers `undefined` for a value that does
 * not fit, and `expected` says, for the error message, what would have fitted.
 */
export interface ValueParser<T> {
  readonly expected: string;
  readonly parse: (raw: string) => T | undefined;
  /** A secret's value is never repeated in a message, only its length. */
  readonly secret?: boolean;
}

export const wholeNumber = (min: number, max: number): ValueParser<number> => ({
  expected: `a whole number from ${min} to ${max}`,
  parse: (raw) => {
    if (!/^\d+$/.test(raw)) return undefined;
    const value = Number.parseInt(raw, 10);
    return value >= min && value <= max ? value : undefined;
  },
});

export const oneOf = <T extends string>(values: readonly T[]): ValueParser<T> => ({
  expected: `one of ${values.join(', ')}`,
  parse: (raw) => values.find((value) => value === raw),
});

/** `true` or `false`, as written (an operator's switch: anything else is a typo, not "off"). */
export const flag: ValueParser<boolean> = {
  expected: 'true or false',
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
};

export const text = (expected: string, pattern: RegExp): ValueParser<string> => ({
  expected,
  parse: (raw) => (pattern.test(raw) ? raw : undefined),
});

/** Text that is a secret (a token): checked like `text`, never quoted back. */
export const secretText = (expected: string, pattern: RegExp): ValueParser<string> => ({
  ...text(expected, pattern),
  secret: true,
});

/** `raw` read as an absolute URL, or undefined when it is not one. */
const absoluteUrl = (raw: string): URL | undefined => {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
};

/** An absolute URL with one of `protocols`; an origin-only URL when `originOnly` (no path, query or hash). */
export const url = (protocols: readonly string[], originOnly: boolean): ValueParser<string> => ({
  expected: `an absolute ${protocols.map((protocol) => protocol.replace(/:$/, '')).join(' or ')} URL${
    originOnly ? ' with no path, query or fragment (e.g. https://portal.example.com)' : ''
  }`,
  parse: (raw) => {
    const parsed = absoluteUrl(raw);
    if (parsed === undefined) return undefined;
    if (!protocols.includes(parsed.protocol)) return undefined;
    if (!originOnly) return raw;
    const bare = parsed.pathname === '/' && parsed.search === '' && parsed.hash === '';
    return bare && parsed.username === '' && parsed.password === '' ? parsed.origin : undefined;
  },
});

/**
 * A script's https address, with no user name or password in it (they would be sent to every
 * browser): the tag-manager loader (D-ADP-6). Answered normalised, as the browser would read it.
 */
export const httpsScriptUrl: ValueParser<string> = {
  expected: 'an absolute https URL of a script, without a user name or password',
  parse: (raw) => {
    const parsed = absoluteUrl(raw);
    if (parsed === undefined) return undefined;
    const plain = parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '';
    return plain ? parsed.href : undefined;
  },
};

/** A comma-separated list of origins (`https://www.example.com`), no paths. */
export const originList: ValueParser<readonly string[]> = {
  expected: 'a comma-separated list of http or https origins (e.g. https://www.example.com)',
  parse: (raw) => {
    const origin = url(['http:', 'https:'], true);
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const origins = entries.map((entry) => origin.parse(entry));
    return origins.every((parsed) => parsed !== undefined)
      ? origins.filter((parsed) => parsed !== undefined)
      : undefined;
  },
};

/** proxy-addr's names for address ranges, accepted by Fastify's `trustProxy`. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

/** A comma-separated list of proxy addresses, CIDR ranges or range names. */
export const proxyList: ValueParser<readonly string[]> = {
  expected:
    'a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal',
  parse: (raw) => {
    const entries = raw.split(',').map((entry) => entry.trim());
    return entries.every(isProxyAddress) ? entries : undefined;
  },
};

/** MFA_COUNTRIES: `all`, `none` or a comma-separated list of supported country codes (D-MFA-1). */
export const mfaCountries: ValueParser<MfaCountries> = {
  expected: 'all, none or a comma-separated list of supported country codes (e.g. US,GB,IE)',
  parse: (raw) => {
    const parsed = parseMfaCountries(raw);
    return E.isRight(parsed) ? parsed.right : undefined;
  },
};

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The server's configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** A URL's password is never repeated in a message or a log (SMTP_URL, DATABASE_URL, REDIS_URL). */
export const withoutPassword = (raw: string): string =>
  raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*):[^@/]*@/i, '$1:***@');

/** Reads one variable: unset or empty gives `undefined`; a value that does not parse is a problem. */
export const readVariable = <T>(
  env: NodeJS.ProcessEnv,
  name: string,
  parser: ValueParser<T>,
  problems: string[],
): T | undefined => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = parser.parse(raw);
  if (value === undefined) {
    const got =
      parser.secret === true ? `${raw.length} characters` : JSON.stringify(withoutPassword(raw));
    problems.push(`${name} must be ${parser.expected} (got ${got})`);
  }
  return value;
};
