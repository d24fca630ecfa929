import {
  CONSENT_PLATFORM,
  ConsentPrompt,
} from '../../../src/application/frame/consent-prompt.use-case';
import {
  FakeAccountGateway,
  FakeProfileGateway,
  FakeTermsGateway,
  legalDocuments,
} from '../frame-fakes';

// Spec §2 modal "terms-of-use and privacy consent (proceed or log out)"; D-CONSENT-1.

const setup = (legal = legalDocuments('pending')) => {
  const terms = new FakeTermsGateway();
  terms.legal = legal;
  const account = new FakeAccountGateway(terms);
  const profiles = new FakeProfileGateway();
  return { terms, account, profiles, prompt: new ConsentPrompt(terms, account, profiles) };
};

describe('the consent prompt', () => {
  it.each<[string, ReturnType<typeof legalDocuments> | undefined, string]>([
    ['a document not accepted in its current version → asks', legalDocuments('pending'), 'asking'],
    ['both accepted → nothing to ask', legalDocuments('accepted'), 'closed'],
    ['the terms cannot be read → nothing asked, the portal stays usable', undefined, 'closed'],
  ])('%s', async (_case, legal, status) => {
    const { terms, prompt } = setup();
    terms.legal = legal;
    await prompt.check();
    expect(prompt.snapshot.status).toBe(status);
  });

  it('asks with the marketing consent unticked, and the user may tick it', async () => {
    const { prompt } = setup();
    await prompt.check();
    expect(prompt.snapshot).toEqual({
      status: 'asking',
      marketingConsent: false,
      submitting: false,
      failed: false,
    });
    prompt.setMarketingConsent(true);
    expect(prompt.snapshot).toMatchObject({ marketingConsent: true });
  });

  it('proceeding makes the consent call with the user’s email, the web and the choice, then closes', async () => {
    const { prompt, account } = setup();
    await prompt.check();
    prompt.setMarketingConsent(true);
    await prompt.proceed();
    expect(account.consents).toEqual([
      { email: 'us.owner@example.com', os: CONSENT_PLATFORM, bloomreachConsent: true },
    ]);
    expect(prompt.snapshot).toEqual({ status: 'closed' });
  });

  it('a failed consent call says so and keeps asking, with the choice kept', async () => {
    const { prompt, account } = setup();
    account.failing = true;
    await prompt.check();
    prompt.setMarketingConsent(true);
    await prompt.proceed();
    expect(prompt.snapshot).toEqual({
      status: 'asking',
      marketingConsent: true,
      submitting: false,
      failed: true,
    });
  });

  it('a profile that does not arrive fails the same way, with no consent call', async () => {
    const { prompt, account, profiles } = setup();
    profiles.failing = true;
    await prompt.check();
    await prompt.proceed();
    expect(account.consents).toEqual([]);
    expect(prompt.snapshot).toMatchObject({ status: 'asking', failed: true });
  });

  it('does nothing when not asking, and ignores a second proceed while the first is on its way', async () => {
    const { prompt, account, terms } = setup();
    await prompt.proceed();
    prompt.setMarketingConsent(true);
    expect(prompt.snapshot).toEqual({ status: 'closed' });
    await prompt.check();
    terms.legal = legalDocuments('pending');
    const slow = account.recordConsent.bind(account);
    account.recordConsent = (consent) => {
      const answer = slow(consent);
      return () => new Promise((resolve) => setTimeout(() => void answer().then(resolve), 5));
    };
    await Promise.all([prompt.proceed(), prompt.proceed()]);
    expect(account.consents).toHaveLength(1);
  });
});
