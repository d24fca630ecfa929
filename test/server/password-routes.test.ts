import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { startInteraction, submitCredentials } from './oidc-flow';
import { DAY_SECONDS, GENEROUS_LIMITS, insertUser, tokenInMail } from './password-fixtures';
import { startTestServer, type Answer, type TestServer } from './test-server';

jest.setTimeout(60_000);

// Over real HTTP against the real server (child process, fresh database). Password changes are
// made on users this file creates, so the seeded personas stay as other tests expect them.

const OLD = 'Old-Password-1';
const NEW = 'Brand-New-Pass-1';
const FORM_POSTED = 'Form-Posted-Pass-1';

// Asymmetric matchers are typed `any`; name them once with the type they stand for.
const aString = expect.any(String) as unknown as string;

let t: TestServer;
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000', ...GENEROUS_LIMITS });
  const recent = nowSeconds() - DAY_SECONDS;
  await insertUser(t.db, {
    id: 'pw-change',
    email: 'pw.change@example.com',
    password: OLD,
    changedAt: recent,
  });
  await insertUser(t.db, {
    id: 'pw-reset',
    email: 'pw.reset@example.com',
    password: OLD,
    changedAt: recent,
  });
  await insertUser(t.db, {
    id: 'pw-internal',
    email: 'pw.internal@example.com',
    password: OLD,
    changedAt: recent,
    internal: true,
  });
  await insertUser(t.db, {
    id: 'pw-expired',
    email: 'pw.expired@example.com',
    password: OLD,
    changedAt: nowSeconds() - 181 * DAY_SECONDS,
  });
  await insertUser(t.db, {
    id: 'pw-temp',
    email: 'pw.temp@example.com',
    password: 'Temp-Password-1',
    changedAt: nowSeconds(),
    temporary: true,
  });
  await insertUser(t.db, {
    id: 'pw-expired-form',
    email: 'pw.expired.form@example.com',
    password: OLD,
    changedAt: nowSeconds() - 181 * DAY_SECONDS,
  });
});
afterAll(() => t.close());

const sameOrigin = () => ({ origin: t.baseUrl });

const expectError = (answer: Answer, status: number, error: string) => {
  expect({
    status: answer.status,
    error: (answer.json as { error?: unknown } | undefined)?.error,
  }).toEqual({ status, error });
  expect(answer.json).toEqual({ error, message: aString });
  expect(answer.headers.get('cache-control')).toBe('no-store');
};

const mailsTo = async (
  email: string,
): Promise<{ subject: string; text: string; kind: string }[]> => {
  const answer = await t.call('GET', `/dev/mail.json?to=${encodeURIComponent(email)}`);
  return (answer.json as { messages: { subject: string; text: string; kind: string }[] }).messages;
};

/** The reset mail is sent after the answer (its timing must not tell); wait for it a little. */
const nextMail = async (email: string, count: number) => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const messages = await mailsTo(email);
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail #${count} to ${email}`);
};

describe('PUT /services/auth/changePassword', () => {
  const body = (currentPassword: string, newPassword: string, retypePassword = newPassword) => ({
    currentPassword,
    newPassword,
    retypePassword,
  });

  it('401 without a session, 403 without the CSRF header', async () => {
    expectError(
      await t.call('PUT', '/services/auth/changePassword', {
        headers: sameOrigin(),
        body: body(OLD, NEW),
      }),
      401,
      'UNAUTHENTICATED',
    );
    const { headers } = await t.signIn('pw-change');
    expectError(
      await t.call('PUT', '/services/auth/changePassword', {
        headers: { ...headers, ...sameOrigin() },
        body: body(OLD, NEW),
      }),
      403,
      'CSRF_TOKEN_INVALID',
    );
  });

  it('400 VALIDATION_ERROR for a body that breaks the schema', async () => {
    const { writeHeaders } = await t.signIn('pw-change');
    expectError(
      await t.call('PUT', '/services/auth/changePassword', {
        headers: writeHeaders,
        body: { currentPassword: OLD, newPassword: NEW },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await t.call('PUT', '/services/auth/changePassword', {
        headers: writeHeaders,
        body: { ...body(OLD, NEW), admin: true },
      }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('answers each refusal with its code: mismatch, 2008, same as current, 2007', async () => {
    const { writeHeaders } = await t.signIn('pw-change');
    const put = (payload: ReturnType<typeof body>) =>
      t.call('PUT', '/services/auth/changePassword', { headers: writeHeaders, body: payload });
    const mismatch = await put(body(OLD, NEW, `${NEW}x`));
    expectError(mismatch, 400, 'PASSWORDS_DO_NOT_MATCH');
    expect(mismatch.json).toEqual({
      error: 'PASSWORDS_DO_NOT_MATCH',
      message: 'Passwords do not match.',
    });
    expectError(await put(body('Wrong-Password-1', NEW)), 400, '2008');
    expectError(await put(body(OLD, OLD)), 400, 'PASSWORD_SAME_AS_CURRENT');
    expectError(await put(body(OLD, 'alllowercase')), 400, '2007');
  });

  it('changes the password, ends the other sessions, and refuses going back: too soon, then 2011', async () => {
    const mine = await t.signIn('pw-change');
    const other = await t.signIn('pw-change');
    const done = await t.call('PUT', '/services/auth/changePassword', {
      headers: mine.writeHeaders,
      body: body(OLD, NEW),
    });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ status: 'SUCCESS' });
    expect(done.headers.get('cache-control')).toBe('no-store');

    expect(
      (await t.call('GET', '/services/auth/checkUserLogin', { headers: other.headers })).status,
    ).toBe(401);
    expect(
      (await t.call('GET', '/services/auth/checkUserLogin', { headers: mine.headers })).status,
    ).toBe(200);

    const goBack = () =>
      t.call('PUT', '/services/auth/changePassword', {
        headers: mine.writeHeaders,
        body: body(NEW, OLD),
      });
    // The default policy's minimum age, one day (D-PWD-10), comes before the history.
    const tooSoon = await goBack();
    expectError(tooSoon, 400, 'PASSWORD_MIN_AGE');
    expect((tooSoon.json as { message: string }).message).toContain('1440 minutes');
    t.db
      .prepare(
        'UPDATE users SET password_changed_at = password_changed_at - 2 * 86400 WHERE id = ?',
      )
      .run('pw-change');
    expectError(await goBack(), 400, '2011');
  });

  it('refuses an internal account with 403 and the help-desk message (spec §6)', async () => {
    const { writeHeaders } = await t.signIn('pw-internal');
    const answer = await t.call('PUT', '/services/auth/changePassword', {
      headers: writeHeaders,
      body: body(OLD, NEW),
    });
    expectError(answer, 403, 'INTERNAL_ACCOUNT');
    expect((answer.json as { message: string }).message).toContain('contact the help desk');
  });
});

describe('GET /services/auth/passwordPolicy (D-PWD-10)', () => {
  it('answers the minimum age in minutes, one day by default, to a signed-in user', async () => {
    expectError(await t.call('GET', '/services/auth/passwordPolicy'), 401, 'UNAUTHENTICATED');
    const { headers } = await t.signIn('pw-change');
    const answer = await t.call('GET', '/services/auth/passwordPolicy', { headers });
    expect([answer.status, answer.json]).toEqual([200, { minimumAgeMinutes: 1440 }]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('forgot password → validateToken → resetPassword', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const known = await t.call('POST', '/services/auth/forgotPassword?flow=GAD&app_id=294', {
      headers: sameOrigin(),
      body: { email: 'us.owner@example.com' },
    });
    const unknown = await t.call('POST', '/services/auth/forgotPassword?flow=GAD&app_id=294', {
      headers: sameOrigin(),
      body: { email: 'nobody.at.all@example.com' },
    });
    expect(known.status).toBe(200);
    expect(known.json).toEqual({ status: 'SENT' });
    expect({ status: unknown.status, text: unknown.text }).toEqual({
      status: known.status,
      text: known.text,
    });
    expect(known.headers.get('cache-control')).toBe('no-store');

    const [mail] = await nextMail('us.owner@example.com', 1);
    expect(mail?.kind).toBe('password-reset');
    expect(mail?.text).toContain(`${t.baseUrl}/resetPassword?token=`);
    expect(mail?.text).toContain('flow=GAD&app_id=294');
    expect(await mailsTo('nobody.at.all@example.com')).toEqual([]);
  });

  it.each([
    ['javascript:alert(document.cookie)', null],
    ['https://evil.example/phish', null],
    ['//evil.example/phish', null],
    ['/accountInfo', '/accountInfo'],
  ])(
    'carries redirect_url %j into the reset link only when on the allow-list (D-ABUSE-5)',
    async (redirect, kept) => {
      const email = `pw.redirect.${randomBytes(4).toString('hex')}@example.com`;
      await insertUser(t.db, { id: email, email, password: OLD, changedAt: nowSeconds() });
      const answer = await t.call(
        'POST',
        `/services/auth/forgotPassword?redirect_url=${encodeURIComponent(redirect)}`,
        { headers: sameOrigin(), body: { email } },
      );
      expect(answer.json).toEqual({ status: 'SENT' });
      const [mail] = await nextMail(email, 1);
      const link = /(http\S+\/resetPassword\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(new URL(link).searchParams.get('redirect_url')).toBe(kept);
    },
  );

  it('refuses a cross-site request (403) and a malformed address (400)', async () => {
    expectError(
      await t.call('POST', '/services/auth/forgotPassword', {
        headers: { origin: 'https://evil.example' },
        body: { email: 'a@example.com' },
      }),
      403,
      'ORIGIN_NOT_ALLOWED',
    );
    expectError(
      await t.call('POST', '/services/auth/forgotPassword', {
        headers: sameOrigin(),
        body: { email: 'not an email' },
      }),
      400,
      'VALIDATION_ERROR',
    );
  });

  describe('posted by the page itself, with JavaScript off (issue 29)', () => {
    const formPost = (query: string, fields: string, origin?: string) =>
      t.call('POST', `/services/auth/forgotPassword${query}`, {
        headers: {
          origin: origin ?? t.baseUrl,
          'content-type': 'application/x-www-form-urlencoded',
        },
        rawBody: fields,
      });

    it('mails the link and answers with the page saying so, the flow kept', async () => {
      const answer = await formPost('?flow=GAD&app_id=294', 'email=us.owner%40example.com');
      expect(answer.status).toBe(303);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('location')).toBe(
        '/forgot-password?flow=GAD&app_id=294&sent=1&uid=us.owner%40example.com',
      );
      const [mail] = await nextMail('us.owner@example.com', 1);
      expect(mail?.text).toContain('flow=GAD&app_id=294');
    });

    it.each([
      [
        'a malformed address',
        '',
        'email=not+an+email',
        undefined,
        'VALIDATION_ERROR',
        'not an email',
      ],
      [
        'a post from another site',
        '?flow=GAD',
        'email=a%40example.com',
        'https://evil.example',
        'ORIGIN_NOT_ALLOWED',
        // Refused before its fields are read: nothing of them goes back.
        null,
      ],
    ])(
      'leads back to the form with %s refused',
      async (_name, query, fields, origin, code, typed) => {
        const answer = await formPost(query, fields, origin);
        expect(answer.status).toBe(303);
        const back = new URL(answer.headers.get('location') ?? '', t.baseUrl);
        expect(back.pathname).toBe('/forgot-password');
        expect(back.searchParams.get('formError')).toBe(code);
        expect(back.searchParams.get('uid')).toBe(typed);
        expect(back.searchParams.get('sent')).toBeNull();
      },
    );
  });

  it('validates, resets once with the policy applied, and the used link has expired', async () => {
    await t.call('POST', '/services/auth/forgotPassword', {
      headers: sameOrigin(),
      body: { email: 'pw.reset@example.com' },
    });
    const token = tokenInMail((await nextMail('pw.reset@example.com', 1))[0]?.text ?? '');
    const session = await t.signIn('pw-reset');

    const valid = await t.call('POST', '/services/auth/validateToken', {
      headers: sameOrigin(),
      body: { token },
    });
    expect(valid.status).toBe(200);
    expect(valid.json).toEqual({ status: 'VALID' });

    const reset = (newPassword: string, retypePassword = newPassword) =>
      t.call('PUT', '/services/auth/resetPassword', {
        headers: sameOrigin(),
        body: { token, newPassword, retypePassword },
      });
    expectError(await reset('weak'), 400, '2007');
    expectError(await reset(OLD), 400, '2011');
    expectError(await reset(NEW, `${NEW}x`), 400, 'PASSWORDS_DO_NOT_MATCH');
    const done = await reset(NEW);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ status: 'SUCCESS' });
    expect(
      (await t.call('GET', '/services/auth/checkUserLogin', { headers: session.headers })).status,
    ).toBe(401);

    const again = await t.call('POST', '/services/auth/validateToken', {
      headers: sameOrigin(),
      body: { token },
    });
    expectError(again, 410, 'TOKEN_EXPIRED');
    expect(again.json).toEqual({ error: 'TOKEN_EXPIRED', message: 'Your link has expired.' });
    expectError(await reset('Another-Pass-2'), 410, 'TOKEN_EXPIRED');
  });

  it("the reset page's form posted without JavaScript: refused back to the page, then set", async () => {
    const mailed = (await mailsTo('pw.reset@example.com')).length;
    await t.call('POST', '/services/auth/forgotPassword', {
      headers: sameOrigin(),
      body: { email: 'pw.reset@example.com' },
    });
    const mails = await nextMail('pw.reset@example.com', mailed + 1);
    // The outbox lists the newest first.
    const token = tokenInMail(mails[0]?.text ?? '');
    const post = (newPassword: string, retypePassword = newPassword) =>
      t.call('POST', `/services/auth/resetPassword?token=${token}&flow=GAD`, {
        headers: { origin: t.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: new URLSearchParams({ token, newPassword, retypePassword }).toString(),
      });
    const pageOf = (answer: { status: number; headers: Headers }) => {
      expect(answer.status).toBe(303);
      const page = new URL(answer.headers.get('location') ?? '', t.baseUrl);
      expect(page.pathname).toBe('/resetPassword');
      expect(page.searchParams.get('token')).toBe(token);
      expect(page.searchParams.get('flow')).toBe('GAD');
      // Never a password in the address.
      expect(page.search).not.toMatch(/Pass/);
      return page.searchParams;
    };
    expect(pageOf(await post('weak')).get('formError')).toBe('2007');
    expect(pageOf(await post(FORM_POSTED, `${FORM_POSTED}x`)).get('formError')).toBe(
      'PASSWORDS_DO_NOT_MATCH',
    );
    expect(pageOf(await post(FORM_POSTED)).get('done')).toBe('1');
    expect(pageOf(await post('Yet-Another-Pass-9')).get('formError')).toBe('TOKEN_EXPIRED');
    const signedIn = await submitCredentials(
      t,
      await startInteraction(t),
      'pw.reset@example.com',
      FORM_POSTED,
    );
    expect(signedIn.status).toBe(200);
  });

  it('400 TOKEN_INVALID for a token that was never issued', async () => {
    expectError(
      await t.call('POST', '/services/auth/validateToken', {
        headers: sameOrigin(),
        body: { token: randomBytes(32).toString('base64url') },
      }),
      400,
      'TOKEN_INVALID',
    );
    expectError(
      await t.call('PUT', '/services/auth/resetPassword', {
        headers: sameOrigin(),
        body: { token: 'made-up', newPassword: NEW, retypePassword: NEW },
      }),
      400,
      'TOKEN_INVALID',
    );
  });

  it('sends an internal account no link, yet answers the same', async () => {
    const answer = await t.call('POST', '/services/auth/forgotPassword', {
      headers: sameOrigin(),
      body: { email: 'pw.internal@example.com' },
    });
    expect(answer.json).toEqual({ status: 'SENT' });
    const [mail] = await nextMail('pw.internal@example.com', 1);
    expect(mail?.kind).toBe('notice');
    expect(mail?.text).toContain('contact the help desk');
  });
});

describe('sign-in of an expired or temporary password, and PUT /services/auth/verifyExpiredPswd', () => {
  const signIn = async (username: string, password: string) =>
    submitCredentials(t, await startInteraction(t), username, password);

  const verifyExpired = (
    username: string,
    oldPassword: string,
    newPassword: string,
    retypePassword = newPassword,
  ) =>
    t.call('PUT', '/services/auth/verifyExpiredPswd', {
      headers: sameOrigin(),
      body: { username, oldPassword, newPassword, retypePassword },
    });

  it('a normal sign-in still completes', async () => {
    const answer = await signIn('us.owner@example.com', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ location: aString });
  });

  it('an expired password does not complete: PASSWORD_EXPIRED "Password is expired, please reset."', async () => {
    const answer = await signIn('pw.expired@example.com', OLD);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      error: 'PASSWORD_EXPIRED',
      message: 'Password is expired, please reset.',
    });
    expectError(await signIn('pw.expired@example.com', 'Wrong-Password-1'), 401, 'E0000004');
  });

  it('a temporary password does not complete: PASSWORD_TEMPORARY', async () => {
    expectError(await signIn('pw.temp@example.com', 'Temp-Password-1'), 403, 'PASSWORD_TEMPORARY');
  });

  it('verifyExpiredPswd: 2008 for a wrong old password or unknown user, 2012 for a current password, 2007', async () => {
    const wrong = await verifyExpired('pw.expired@example.com', 'Wrong-Password-1', NEW);
    expectError(wrong, 400, '2008');
    const unknown = await verifyExpired('ghost.user@example.com', OLD, NEW);
    expect(unknown.text).toBe(wrong.text);
    expectError(await verifyExpired('us.owner@example.com', DEMO_PASSWORD, NEW), 400, '2012');
    expectError(await verifyExpired('pw.expired@example.com', OLD, 'weak'), 400, '2007');
    expectError(
      await verifyExpired('pw.expired@example.com', OLD, OLD),
      400,
      'PASSWORD_SAME_AS_CURRENT',
    );
    expectError(
      await verifyExpired('pw.expired@example.com', OLD, NEW, `${NEW}x`),
      400,
      'PASSWORDS_DO_NOT_MATCH',
    );
    expectError(
      await t.call('PUT', '/services/auth/verifyExpiredPswd', {
        headers: { origin: 'https://evil.example' },
        body: {
          username: 'pw.expired@example.com',
          oldPassword: OLD,
          newPassword: NEW,
          retypePassword: NEW,
        },
      }),
      403,
      'ORIGIN_NOT_ALLOWED',
    );
  });

  it('replaces an expired password, after which sign-in completes with the new one', async () => {
    const done = await verifyExpired('pw.expired@example.com', OLD, NEW);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ status: 'SUCCESS' });
    expect((await signIn('pw.expired@example.com', NEW)).status).toBe(200);
  });

  it('replaces a temporary password, after which sign-in completes with the new one', async () => {
    expect((await verifyExpired('pw.temp@example.com', 'Temp-Password-1', NEW)).json).toEqual({
      status: 'SUCCESS',
    });
    expect((await signIn('pw.temp@example.com', NEW)).status).toBe(200);
  });
});

describe('an expired password replaced with JavaScript off (the login page posts its forms)', () => {
  const formPost = (path: string, fields: Record<string, string>, cookie?: string) =>
    t.call('POST', path, {
      headers: {
        origin: t.baseUrl,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie === undefined ? {} : { cookie }),
      },
      rawBody: new URLSearchParams(fields).toString(),
    });
  const pageOf = (answer: Answer) => {
    expect(answer.status).toBe(303);
    const page = new URL(answer.headers.get('location') ?? '', t.baseUrl);
    expect(page.pathname).toBe('/login');
    expect(page.search).not.toMatch(/Password-1|Brand-New/);
    return page.searchParams;
  };

  it('asks for the new password on the login page, sends a refusal back to it, then signs in', async () => {
    const username = 'pw.expired.form@example.com';
    const interaction = await startInteraction(t);
    const login = `/interaction/${interaction.uid}/login?interaction=${interaction.uid}&flow=GAD`;
    const step = pageOf(await formPost(login, { username, password: OLD }, interaction.jar.header));
    expect(Object.fromEntries(step)).toEqual({
      interaction: interaction.uid,
      flow: 'GAD',
      step: 'replace-password',
      reason: 'expired',
      uid: username,
    });

    const replace = `/services/auth/verifyExpiredPswd?${step.toString()}`;
    const fields = { username, currentPassword: OLD, newPassword: NEW, retypePassword: NEW };
    const refused = pageOf(await formPost(replace, { ...fields, currentPassword: 'Wrong-1' }));
    expect([refused.get('formError'), refused.get('step'), refused.get('uid')]).toEqual([
      '2008',
      'replace-password',
      username,
    ]);

    const changed = pageOf(await formPost(replace, fields));
    expect(Object.fromEntries(changed)).toEqual({
      interaction: interaction.uid,
      flow: 'GAD',
      uid: username,
      passwordChanged: '1',
    });
    expect((await submitCredentials(t, interaction, username, NEW)).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the six password calls under the passwords tag with their error answers', async () => {
    const document = (await t.call('GET', '/services/docs/json')).json as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; responses: Record<string, unknown> }>
      >;
    };
    const operations = [
      ['/services/auth/changePassword', 'put', ['200', '400', '401', '403', '409']],
      ['/services/auth/forgotPassword', 'post', ['200', '400', '403', '429']],
      ['/services/auth/validateToken', 'post', ['200', '400', '403', '410', '429']],
      ['/services/auth/resetPassword', 'put', ['200', '400', '403', '409', '410', '429']],
      ['/services/auth/verifyExpiredPswd', 'put', ['200', '400', '403', '409', '429']],
      ['/services/auth/passwordPolicy', 'get', ['200', '401', '403']],
    ] as const;
    for (const [path, method, codes] of operations) {
      const operation = document.paths[path]?.[method];
      expect({
        path,
        tags: operation?.tags,
        codes: Object.keys(operation?.responses ?? {}).sort(),
      }).toEqual({
        path,
        tags: ['passwords'],
        codes: [...codes],
      });
    }
  });
});
