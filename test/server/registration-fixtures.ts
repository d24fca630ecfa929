import type { TestServer } from './test-server';

/** A valid US registration form (POST /services/auth/newUser) for `email`. */
export const registrationBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email,
  street: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  language: 'en-us',
  phoneNumber: '2175550134',
  country: 'US',
  countryId: 'US',
  acceptTerms: true,
  redirectUrl: '',
  encryptedDuns: '',
  plaVersion: 1,
  ...overrides,
});

/** The latest verification mail the server sent to `email`, read from the outbox (/dev/mail.json). */
const verificationMail = async (t: TestServer, email: string) => {
  const outbox = await t.call('GET', `/dev/mail.json?to=${encodeURIComponent(email)}`);
  const { messages } = outbox.json as { messages: { kind: string; text: string }[] };
  const latest = messages.find((message) => message.kind === 'verification-code');
  return { text: latest?.text ?? '', outbox: outbox.text };
};

/** The latest verification code the server mailed to `email`. */
export const mailedCode = async (t: TestServer, email: string): Promise<string> => {
  const mail = await verificationMail(t, email);
  const code = /verification code is ([A-Z0-9]{6})/.exec(mail.text)?.[1];
  if (code === undefined)
    throw new Error(`no verification code mailed to ${email}: ${mail.outbox}`);
  return code;
};

/** The token of the latest confirm link the server mailed to `email`. */
export const mailedConfirmToken = async (t: TestServer, email: string): Promise<string> => {
  const mail = await verificationMail(t, email);
  const token = /\/confirmRegistration\?token=([\w%-]+)/.exec(mail.text)?.[1];
  if (token === undefined) throw new Error(`no confirm link mailed to ${email}: ${mail.outbox}`);
  return decodeURIComponent(token);
};
