import http from 'node:http';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../server/http/cookies';
import { FLOW_BINDING_COOKIE } from '../../server/auth/sign-in-flows';
import { LANGUAGE_COOKIE } from '../../server/i18n/request-locale';
import { Secret, TOTP } from 'otpauth';
import { DEMO_MFA } from '../../server/seed/demo-factors';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { CookieJar } from './oidc-flow';
import type { Answer, ServerCalls } from './test-server';

// docs/decisions/server-rendering.md D-SSR-6: the server starts the code flow for /login and
// /signin, holds its verifier, and completes it at /login/callback: with JSON for the portal's
// script (which opens the session with oktaLogin), by itself for a browser without JavaScript.
// Run by identity-provider.test.ts against its server, so that no other server is started.

const OWNER = 'us.owner@example.com';
const UNVERIFIED = 'unverified@example.com';

/**
 * A GET as a browser's navigation sends it: node:http, since Node's fetch adds its own
 * `Sec-Fetch-Mode: cors` to whatever it is given.
 */
const navigate = (
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.get(
      new URL(path, baseUrl),
      { headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              answerHeaders.append(name, one);
            }
          }
          let json: unknown;
          try {
            json = JSON.parse(text) as unknown;
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: answerHeaders, text, json });
        });
      },
    );
    request.on('error', reject);
  });

/** A browser without JavaScript: cookies kept, redirects followed by hand. */
class Browser {
  readonly jar = new CookieJar();

  constructor(private readonly t: ServerCalls) {}

  async get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const answer =
      headers['sec-fetch-mode'] === undefined
        ? await navigate(this.t.baseUrl, this.pathOf(path), { cookie: this.jar.header, ...headers })
        : await this.t.call('GET', this.pathOf(path), {
            headers: { cookie: this.jar.header, ...headers },
          });
    this.jar.store(answer.headers);
    return answer;
  }

  async postForm(path: string, fields: Record<string, string>): Promise<Answer> {
    const answer = await this.t.call('POST', this.pathOf(path), {
      headers: {
        cookie: this.jar.header,
        origin: this.t.baseUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      rawBody: new URLSearchParams(fields).toString(),
    });
    this.jar.store(answer.headers);
    return answer;
  }

  /** Follows redirects from `answer` until one leaves the provider and the callback. */
  async follow(answer: Answer): Promise<Answer> {
    let current = answer;
    for (let hop = 0; hop < 6 && current.status === 303; hop++) {
      const next = this.locationOf(current);
      if (!/^\/(oidc|login\/callback\?(code|error)=)/.test(next)) return current;
      current = await this.get(next);
    }
    return current;
  }

  locationOf(answer: Answer): string {
    return this.pathOf(answer.headers.get('location') ?? '');
  }

  private pathOf(location: string): string {
    const url = new URL(location, this.t.baseUrl);
    return `${url.pathname}${url.search}`;
  }
}

/** Starts sign-in at `address`: the login page's address with its interaction. */
const startAt = async (browser: Browser, address: string): Promise<URL> => {
  const answer = await browser.get(address);
  expect(answer.status).toBe(303);
  const page = new URL(browser.locationOf(answer), 'http://portal.invalid');
  expect(page.pathname).toBe('/login');
  expect(page.searchParams.get('interaction')).toMatch(/^[\w-]+$/);
  return page;
};

const postPassword = (browser: Browser, page: URL, username: string, password: string) =>
  browser.postForm(
    `/interaction/${page.searchParams.get('interaction') ?? ''}/login${page.search}`,
    { username, password },
  );

/** The callback address the provider sent a browser to after a right password. */
const callbackAfter = async (
  browser: Browser,
  address: string,
  username = OWNER,
): Promise<string> => {
  const page = await startAt(browser, address);
  const accepted = await postPassword(browser, page, username, DEMO_PASSWORD);
  const resumed = await browser.get(browser.locationOf(accepted));
  const callback = browser.locationOf(resumed);
  expect(callback).toMatch(/^\/login\/callback\?code=/);
  return callback;
};

export const serverStartedFlowCases = (server: () => ServerCalls): void => {
  describe('the code flow the server starts (D-SSR-6)', () => {
    it('sends /login to the login page with its interaction in one redirect, query kept', async () => {
      const browser = new Browser(server());
      const answer = await browser.get('/login?uid=a%40b.example&lang=de-CH&flow=GAD');
      expect(answer.status).toBe(303);
      const page = new URL(browser.locationOf(answer), 'http://portal.invalid');
      expect(Object.fromEntries(page.searchParams)).toEqual({
        interaction: expect.stringMatching(/^[\w-]+$/) as unknown,
        uid: 'a@b.example',
        lang: 'de-CH',
        flow: 'GAD',
      });
      const binding = answer.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${FLOW_BINDING_COOKIE}=`));
      expect(binding).toMatch(/HttpOnly/i);
      expect(binding).toMatch(/SameSite=Lax/i);
    });

    it('/signin carries flow=/signin, and an interaction on the address is the page', async () => {
      const browser = new Browser(server());
      const page = await startAt(browser, '/signin');
      expect(page.searchParams.get('flow')).toBe('/signin');
      const again = await browser.get(`${page.pathname}${page.search}`);
      expect(again.status).not.toBe(303);
    });

    it('signs a browser without JavaScript in: refusal back to the form, then the page asked for', async () => {
      const browser = new Browser(server());
      const page = await startAt(browser, '/login?redirect_uri=%2Fcompany');
      const refused = await postPassword(browser, page, OWNER, 'not-the-password');
      expect(refused.status).toBe(303);
      const back = new URL(browser.locationOf(refused), 'http://portal.invalid');
      expect([
        back.pathname,
        back.searchParams.get('formError'),
        back.searchParams.get('uid'),
      ]).toEqual(['/login', 'E0000004', OWNER]);
      expect(back.searchParams.get('interaction')).toBe(page.searchParams.get('interaction'));

      const landed = await browser.follow(await postPassword(browser, page, OWNER, DEMO_PASSWORD));
      expect([landed.status, browser.locationOf(landed)]).toEqual([303, '/company']);
      expect(browser.jar.get(SESSION_COOKIE)).toBeDefined();
      expect(browser.jar.get(CSRF_COOKIE)).toBeDefined();
      expect(browser.jar.get(LANGUAGE_COOKIE)).toBe('en-us');
      const check = await browser.get('/services/auth/checkUserLogin');
      expect(check.json).toMatchObject({ status: 'ACTIVE' });
    });

    it('appends the placeholder domain to a username typed without one, as the script does', async () => {
      const browser = new Browser(server());
      const page = await startAt(browser, '/login');
      const [local = ''] = OWNER.split('@');
      const posted = await postPassword(browser, page, ` ${local} `, DEMO_PASSWORD);
      const landed = await browser.follow(posted);
      expect([landed.status, browser.locationOf(landed)]).toEqual([303, '/']);
      const profile = await browser.get('/services/auth/getUserProfile');
      expect(profile.json).toMatchObject({ email: OWNER });
    });

    it('lands on the portal home when the target is not on the allow-list', async () => {
      const browser = new Browser(server());
      const callback = await callbackAfter(
        browser,
        '/login?redirect_uri=https%3A%2F%2Fevil.example%2F',
      );
      const landed = await browser.get(callback);
      expect([landed.status, browser.locationOf(landed)]).toEqual([303, '/']);
    });

    it("lands a product's deep link on My Apps with it, which the page follows (D-DASH-10)", async () => {
      const browser = new Browser(server());
      const payload = 'ZHVucz1PVEU0TnpZMU5ETXk';
      const callback = await callbackAfter(browser, `/login?app_id=306&payload=${payload}`);
      const landed = await browser.get(callback);
      expect([landed.status, browser.locationOf(landed)]).toEqual([
        303,
        `/?payload=${payload}&app_id=306`,
      ]);
    });

    it('keeps the page asked for over a deep link', async () => {
      const browser = new Browser(server());
      const callback = await callbackAfter(
        browser,
        '/login?app_id=306&payload=ZHVucz0x&redirect_uri=%2FaccountInfo',
      );
      const landed = await browser.get(callback);
      expect([landed.status, browser.locationOf(landed)]).toEqual([303, '/accountInfo']);
    });

    it("answers the portal's script with the id token, which oktaLogin takes, once", async () => {
      const t = server();
      const browser = new Browser(t);
      const callback = await callbackAfter(browser, '/login?redirect_uri=%2FaccountInfo');
      // A script following the redirects in the background reads where they ended, the code unspent.
      const page = await browser.get(callback, { 'sec-fetch-mode': 'cors', accept: 'text/html' });
      expect([page.status, page.text]).toEqual([204, '']);
      const json = {
        accept: 'application/json',
        'sec-fetch-mode': 'cors',
        'sec-fetch-site': 'same-origin',
      };
      const answer = await browser.get(callback, json);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        idToken: expect.any(String) as unknown,
        returnTo: '/accountInfo',
      });
      expect(browser.jar.get(SESSION_COOKIE)).toBeUndefined();
      const idToken = (answer.json as { idToken: string }).idToken;
      const login = await t.call('POST', '/services/auth/oktaLogin', {
        headers: { origin: t.baseUrl },
        body: { idToken },
      });
      expect(login.status).toBe(200);
      const again = await browser.get(callback, json);
      expect([again.status, again.json]).toEqual([
        400,
        expect.objectContaining({ error: 'SIGN_IN_CALLBACK_INVALID' }),
      ]);
    });

    // §8 "Please verify your email." (D-AUTH-8): the password is right, the email never verified.
    it('opens no session for an unverified email: 403 to the script, the callback page without it', async () => {
      const t = server();
      const script = new Browser(t);
      const callback = await callbackAfter(script, '/login', UNVERIFIED);
      const answer = await script.get(callback, {
        accept: 'application/json',
        'sec-fetch-mode': 'cors',
        'sec-fetch-site': 'same-origin',
      });
      const { idToken } = answer.json as { idToken: string };
      const claims: unknown = JSON.parse(
        Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
      );
      expect(claims).toMatchObject({ email: UNVERIFIED, email_verified: false });
      const login = await t.call('POST', '/services/auth/oktaLogin', {
        headers: { origin: t.baseUrl },
        body: { idToken },
      });
      expect([login.status, login.json]).toEqual([
        403,
        { error: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email.' },
      ]);

      const navigation = new Browser(t);
      const refused = await navigation.get(await callbackAfter(navigation, '/login', UNVERIFIED));
      expect([refused.status, navigation.locationOf(refused)]).toEqual([
        303,
        `/login/callback?failed=EMAIL_NOT_VERIFIED&uid=${encodeURIComponent(UNVERIFIED)}`,
      ]);
      expect(navigation.jar.get(SESSION_COOKIE)).toBeUndefined();
    });

    it('refuses a callback in another browser (login CSRF), which says why', async () => {
      const browser = new Browser(server());
      const callback = await callbackAfter(browser, '/login');
      const other = new Browser(server());
      const refused = await other.get(callback);
      expect([refused.status, other.locationOf(refused)]).toEqual([
        303,
        '/login/callback?failed=callback',
      ]);
      expect(other.jar.get(SESSION_COOKIE)).toBeUndefined();
    });

    it('starts again, the username kept, when the form posts to an interaction that is gone', async () => {
      const browser = new Browser(server());
      const answer = await browser.postForm(
        '/interaction/no-such-interaction/login?interaction=no-such-interaction&lang=hu-HU',
        {
          username: OWNER,
          password: DEMO_PASSWORD,
        },
      );
      expect([answer.status, browser.locationOf(answer)]).toEqual([
        303,
        `/login?lang=hu-HU&uid=${encodeURIComponent(OWNER)}&expired=true`,
      ]);
    });

    it('asks a user with a second factor for it on the login page, then signs them in', async () => {
      const browser = new Browser(server());
      const page = await startAt(browser, '/login?redirect_uri=%2Fcompany');
      const asked = await postPassword(browser, page, 'mfa.user@example.com', DEMO_PASSWORD);
      const step = new URL(browser.locationOf(asked), 'http://portal.invalid');
      expect(Object.fromEntries(step.searchParams)).toMatchObject({
        interaction: page.searchParams.get('interaction'),
        step: 'second-factor',
        factors: 'app,recoveryCode',
      });
      expect(browser.jar.get(SESSION_COOKIE)).toBeUndefined();
      const action = `/interaction/${step.searchParams.get('interaction') ?? ''}/second-factor${step.search}`;

      const refused = await browser.postForm(action, { code: '000000' });
      const back = new URL(browser.locationOf(refused), 'http://portal.invalid');
      expect([back.searchParams.get('step'), back.searchParams.get('formError')]).toEqual([
        'second-factor',
        'MFA_CODE_INCORRECT',
      ]);

      const code = new TOTP({ secret: Secret.fromBase32(DEMO_MFA.appKey) }).generate();
      const landed = await browser.follow(await browser.postForm(action, { code }));
      expect([landed.status, browser.locationOf(landed)]).toEqual([303, '/company']);
      expect(browser.jar.get(SESSION_COOKIE)).toBeDefined();
    });
  });
};
