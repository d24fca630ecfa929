import { PartnerOffers } from '../../../src/application/dashboard/partner-offers.use-case';
import { FakeAccountGateway, FakeProfileGateway } from '../frame-fakes';

// Spec §1 third-party offers, §3 "partner terms for three partners", §7 POST /auth/lendioAuth.

const setup = () => {
  const account = new FakeAccountGateway();
  const profiles = new FakeProfileGateway();
  return { account, profiles, offers: new PartnerOffers(account, profiles) };
};

const LENDIO = { partner: 'lendio' as const, url: 'https://partners.example/lendio' };
const NEXT = { partner: 'nextInsurance' as const, url: 'https://partners.example/next' };

describe('the third-party offers', () => {
  it('shows an insurance or banking partner’s terms with its site at once', async () => {
    const { offers, account } = setup();
    await offers.open(NEXT);
    expect(offers.snapshot).toEqual({
      status: 'terms',
      partner: 'nextInsurance',
      url: 'https://partners.example/next',
    });
    expect(account.lendioRequests).toEqual([]);
  });

  it('makes the lender’s link for the user (lendioAuth with the user’s email)', async () => {
    const { offers, account } = setup();
    account.lendioUrl = 'https://lender.example/for-olivia';
    const opening = offers.open(LENDIO);
    expect(offers.snapshot).toEqual({ status: 'terms', partner: 'lendio', url: undefined });
    await opening;
    expect(account.lendioRequests).toEqual(['us.owner@example.com']);
    expect(offers.snapshot).toMatchObject({ url: 'https://lender.example/for-olivia' });
  });

  it.each([
    ['lendioAuth fails', false],
    ['the profile does not arrive', true],
  ])('offers the lender’s own site when %s', async (_case, profileFails) => {
    const { offers, profiles } = setup();
    profiles.failing = profileFails;
    await offers.open(LENDIO);
    expect(offers.snapshot).toMatchObject({ url: 'https://partners.example/lendio' });
  });

  it('a link that arrives after the terms were closed changes nothing', async () => {
    const { offers, account } = setup();
    account.lendioUrl = 'https://lender.example/late';
    const opening = offers.open(LENDIO);
    offers.close();
    await opening;
    expect(offers.snapshot).toEqual({ status: 'closed' });
  });
});
