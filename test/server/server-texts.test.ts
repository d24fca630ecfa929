import { readCatalogue } from '../../server/i18n/message-catalogue';
import { serverText } from '../../server/i18n/server-texts';
import { localizedMail, type MailTemplate } from '../../server/mail/localized-mail';
import { SUPPORTED_LOCALES } from '../../src/domain/locale/locale';

// Issue 11: what the server says follows the user's language, with the language's plurals.

const TEMPLATES: readonly MailTemplate[] = [
  'verificationCode',
  'registrationNotice',
  'continueRegistration',
  'passwordReset',
  'internalAccount',
];

const VALUES = {
  firstName: 'Jana',
  code: 'K7M2QX',
  minutes: 30,
  hours: 24,
  link: 'https://portal.example/x?token=abc',
};

describe('mail in every supported locale', () => {
  it.each(SUPPORTED_LOCALES)('%s: each mail has a subject and its values filled in', (locale) => {
    for (const template of TEMPLATES) {
      const mail = localizedMail(template, {
        to: 'a@example.com',
        language: locale,
        kind: 'notice',
        values: VALUES,
      });
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text).not.toMatch(/[{}]/);
      if (template !== 'internalAccount' && template !== 'continueRegistration')
        expect(mail.text).toContain('Jana');
    }
  });

  it('en-ie reads en-us, an unknown locale falls back to en-us', () => {
    const english = serverText('en-us', 'mail.passwordReset.subject');
    expect(serverText('en-ie', 'mail.passwordReset.subject')).toBe(english);
    expect(serverText('xx-yy', 'mail.passwordReset.subject')).toBe(english);
  });

  it('the English variants inherit en-gb (en-cz, en-fi) and are not the translations', () => {
    expect(serverText('en-cz', 'provider.logout.signOut')).toBe(
      serverText('en-gb', 'provider.logout.signOut'),
    );
    expect(serverText('cs-cz', 'provider.logout.signOut')).not.toBe(
      serverText('en-cz', 'provider.logout.signOut'),
    );
  });
});

describe("each language's plural forms (CLDR)", () => {
  const reset = (locale: string, minutes: number) =>
    serverText(locale, 'mail.passwordReset.body', { ...VALUES, minutes });

  it.each([
    ['en-us', 1, 'within 1 minute to'],
    ['en-us', 30, 'within 30 minutes to'],
    ['pl-pl', 1, '1 minutę'],
    ['pl-pl', 3, '3 minuty'],
    ['pl-pl', 5, '5 minut'],
    ['pl-pl', 22, '22 minuty'],
    ['sl-si', 2, '2 minuti'],
    ['sl-si', 102, '102 minuti'],
    ['sl-si', 3, '3 minute'],
    ['sl-si', 5, '5 minut'],
  ])('%s, %i minutes: "%s"', (locale, minutes, expected) => {
    expect(reset(locale, minutes)).toContain(expected);
  });

  it('Czech: one, few and other', () => {
    const code = (minutes: number) =>
      serverText('cs-cz', 'mail.verificationCode.body', { ...VALUES, minutes });
    expect(code(1)).toContain('za 1 minutu');
    expect(code(4)).toContain('za 4 minuty');
    expect(code(30)).toContain('za 30 minut');
  });
});

describe('the server catalogue', () => {
  it('has no id the portal catalogue also has (one text per id)', () => {
    const portal = Object.keys(readCatalogue('en-us', 'portal'));
    const server = Object.keys(readCatalogue('en-us', 'server'));
    expect(server.filter((id) => portal.includes(id))).toEqual([]);
  });
});
