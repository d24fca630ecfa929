import * as TE from 'fp-ts/TaskEither';
import { SubscriptionOpener } from '../../../src/application/account-area/subscription-opener.use-case';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { FakeNavigator } from '../fakes';
import { FakeProductHandOffs } from '../frame-fakes';

// Spec §2 My Subscriptions, §7 GET /auth/accessSubscriptions (query subscriber_number, app_id):
// "Open" on an active subscription leads where the backend says (D-ACCT-UI-7).

const CREDIT_MONITOR = { subscriberNumber: 'SUB-804735132-252', appId: 252 };

const setup = () => {
  const handOffs = new FakeProductHandOffs();
  const navigator = new FakeNavigator();
  return { handOffs, navigator, opener: new SubscriptionOpener(handOffs, navigator) };
};

describe('opening a subscription', () => {
  it('asks for its URL by subscriber number and app id, then goes there', async () => {
    const { handOffs, navigator, opener } = setup();
    handOffs.subscriptionAnswer = TE.right('https://products.provider.example/sub');
    await opener.open(CREDIT_MONITOR);
    expect(handOffs.subscriptionRequests).toEqual([['SUB-804735132-252', 252]]);
    expect(navigator.visits).toEqual([
      { method: 'assign', url: 'https://products.provider.example/sub' },
    ]);
    expect(opener.snapshot).toEqual({ status: 'opening', subscriberNumber: 'SUB-804735132-252' });
  });

  it('says which one failed, and can be pressed again', async () => {
    const { handOffs, navigator, opener } = setup();
    handOffs.subscriptionAnswer = TE.left<ServiceError, string>({ code: 'service.timeout' });
    await opener.open(CREDIT_MONITOR);
    expect(opener.snapshot).toEqual({ status: 'failed', subscriberNumber: 'SUB-804735132-252' });
    expect(navigator.visits).toEqual([]);
    handOffs.subscriptionAnswer = TE.right('https://products.provider.example/sub');
    await opener.open(CREDIT_MONITOR);
    expect(navigator.visits).toHaveLength(1);
  });

  it('opens one at a time: a second press while the first is asked does nothing', async () => {
    const { handOffs, opener } = setup();
    handOffs.subscriptionAnswer = TE.right('https://products.provider.example/sub');
    const first = opener.open(CREDIT_MONITOR);
    await opener.open({ subscriberNumber: 'SUB-804735132-274', appId: 274 });
    await first;
    expect(handOffs.subscriptionRequests).toEqual([['SUB-804735132-252', 252]]);
  });
});
