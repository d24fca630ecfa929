import { DEMO_PASSWORD } from '../../server/seed/personas';
import { signInToCode, signInToPortal, type PortalSession } from './oidc-flow';
import { tokenInMail } from './password-fixtures';
import { startTestServer, type TestServer } from './test-server';
import { mailedCode, registrationBody } from './registration-fixtures';

jest.setTimeout(60_000);

// Issue 4: "Structured logs (pino or the framework's logger) with a request id; passwords, tokens
// and codes never logged." The real server at LOG_LEVEL=info, its stdout and stderr captured,
// after requests that carry every kind of secret the portal handles.

const OWNER = 'us.owner@example.com';
const NEWCOMER = 'logging.newcomer@example.com';

let t: TestServer;
let stdout = '';
let stderr = '';
const secrets: Record<string, string> = {};

const mails = async (email: string): Promise<{ kind: string; text: string }[]> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await t.call('GET', `/dev/mail.json?to=${encodeURIComponent(email)}`);
    const { messages } = answer.json as { messages: { kind: string; text: string }[] };
    if (messages.length > 0) return messages;
    // The reset mail is sent after the answer; wait for it a little.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
};

beforeAll(async () => {
  t = await startTestServer(
    { SEED_COMPANY_COUNT: '1000', LOG_LEVEL: 'info' },
    { captureOutput: true },
  );
  const origin = { origin: t.baseUrl };

  // A sign-in with the password through the interaction, the code flow and oktaLogin.
  const session: PortalSession = await signInToPortal(t, OWNER, DEMO_PASSWORD);
  secrets.password = DEMO_PASSWORD;
  secrets.sessionCookie = session.sessionId;
  secrets.csrfToken = session.csrfToken;
  secrets.idToken = session.tokens.id_token;
  secrets.accessToken = session.tokens.access_token;

  // The browser lands on the redirect URI with an authorization code in the query.
  const { code: authorizationCode, interaction } = await signInToCode(t, OWNER, DEMO_PASSWORD);
  secrets.authorizationCode = authorizationCode;
  await t.call('GET', `/login/callback?code=${authorizationCode}&state=${interaction.state}`);

  // Requests with the session cookie and the CSRF header.
  expect(
    (await t.call('GET', '/services/auth/checkUserLogin', { headers: session.headers })).status,
  ).toBe(200);
  expect(
    (
      await t.call('PUT', '/services/auth/updateUserProfile', {
        headers: session.writeHeaders,
        body: { language_preference_code: 'en-gb' },
      })
    ).status,
  ).toBe(200);

  // A registration whose mail carries a verification code, which the user then types in.
  const registered = await t.call('POST', '/services/auth/newUser', {
    headers: origin,
    body: registrationBody(NEWCOMER, { firstName: 'Lou', lastName: 'Logger' }),
  });
  expect(registered.status).toBe(201);
  const code = await mailedCode(t, NEWCOMER);
  secrets.verificationCode = code;
  const verified = await t.call('POST', '/services/auth/verifyCode', {
    headers: origin,
    body: { email: NEWCOMER, code },
  });
  expect(verified.status).toBe(200);
  // The continue-registration token the verification answers with.
  secrets.continueToken = (verified.json as { token: string }).token;
  await t.call('GET', `/continueRegistration?token=${secrets.continueToken}`);

  // forgotPassword for us.owner, whose mail carries a reset token; the user follows the link.
  const forgot = await t.call('POST', '/services/auth/forgotPassword', {
    headers: origin,
    body: { email: OWNER },
  });
  expect(forgot.status).toBe(200);
  const reset = (await mails(OWNER)).find((mail) => mail.kind === 'password-reset');
  secrets.resetToken = tokenInMail(reset?.text ?? '');
  await t.call('GET', `/resetPassword?token=${secrets.resetToken}`);
  expect(
    (
      await t.call('POST', '/services/auth/validateToken', {
        headers: origin,
        body: { token: secrets.resetToken },
      })
    ).status,
  ).toBe(200);

  await t.close();
  ({ stdout, stderr } = t.output());
});

interface LogLine {
  readonly level: number;
  readonly time: number;
  readonly msg?: string;
  readonly reqId?: string;
  readonly req?: { url?: string };
  readonly res?: { statusCode?: number };
}

const logLines = (): LogLine[] =>
  stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);

describe('structured logs at LOG_LEVEL=info', () => {
  it('writes every stdout line as a JSON log record', () => {
    const lines = stdout.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(() => JSON.parse(line) as unknown).not.toThrow();
      expect(JSON.parse(line)).toMatchObject({
        level: expect.any(Number) as unknown,
        time: expect.any(Number) as unknown,
      });
    }
  });

  it('gives every request line a request id, and each request its own', () => {
    const requestLines = logLines().filter(
      (line) => line.req !== undefined || line.res !== undefined,
    );
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) {
      expect({ msg: line.msg, reqId: line.reqId }).toEqual({
        msg: line.msg,
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      });
    }
    const incoming = requestLines.filter((line) => line.req !== undefined);
    expect(new Set(incoming.map((line) => line.reqId)).size).toBe(incoming.length);
    // The calls made above are among them, e.g. the interaction login and the registration.
    const urls = incoming.map((line) => line.req?.url ?? '');
    expect(urls.some((url) => /^\/interaction\/[\w-]+\/login$/.test(url))).toBe(true);
    expect(urls).toContain('/services/auth/newUser');
    // The links followed are logged, their secrets replaced.
    expect(urls).toContain('/resetPassword?token=[Redacted]');
    expect(urls).toContain('/continueRegistration?token=[Redacted]');
    expect(urls.some((url) => url.startsWith('/login/callback?code=[Redacted]&state='))).toBe(true);
  });

  it('logs each answered request once, with its status and time, and a good session check not at info', () => {
    const requestLines = logLines().filter((line) => line.req !== undefined);
    for (const line of requestLines) {
      expect(line).toMatchObject({
        msg: 'request completed',
        res: { statusCode: expect.any(Number) as unknown },
      });
    }
    const urls = requestLines.map((line) => line.req?.url ?? '');
    expect(urls).toContain('/services/auth/updateUserProfile');
    // The session check answered 200 above; at LOG_LEVEL=info it leaves no line.
    expect(urls).not.toContain('/services/auth/checkUserLogin');
  });

  it('logs one line per mail sent to the outbox, without its content', () => {
    const mailLines = logLines().filter((line) => line.msg?.startsWith('mail #') === true);
    expect(mailLines.length).toBeGreaterThanOrEqual(2);
    for (const line of mailLines) {
      expect(line.msg).toMatch(/^mail #\d+ to \S+@\S+: [^:]+ \(see \/dev\/mail\)$/);
    }
  });

  it.each([
    'password',
    'sessionCookie',
    'csrfToken',
    'idToken',
    'accessToken',
    'authorizationCode',
    'verificationCode',
    'continueToken',
    'resetToken',
  ])('never writes the %s to stdout or stderr', (name) => {
    const secret = secrets[name];
    expect(typeof secret).toBe('string');
    expect((secret ?? '').length).toBeGreaterThanOrEqual(6);
    expect(stdout).not.toContain(secret);
    expect(stderr).not.toContain(secret);
    // Nor in a percent-encoded form (query strings).
    expect(stdout).not.toContain(encodeURIComponent(secret ?? ''));
  });
});
