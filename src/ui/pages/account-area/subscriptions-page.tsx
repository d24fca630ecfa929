import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SubscriptionRow } from '../../../application/account-area/purchase-history.view-model';
import { SubscriptionOpener } from '../../../application/account-area/subscription-opener.use-case';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Muted } from '../../components/primitives';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useViewModel } from '../../hooks/use-view-model';
import { WORD_SPACE } from '../../i18n/word-space';
import { PurchaseHistoryPage } from './purchase-history-page';
import { Fact, Facts, PurchaseItem } from './purchase-list';
import { StatusPill } from './status-pill';

const SubscriptionItem = ({ subscription }: { subscription: SubscriptionRow }) => {
  const intl = useIntl();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'long' });
  return (
    <PurchaseItem
      title={subscription.productName}
      status={
        <StatusPill
          tone={subscription.tone}
          labelId={`accountArea.subscription.status.${subscription.status}`}
        />
      }
    >
      <Facts>
        <Fact labelId="accountArea.subscription.number">{subscription.subscriberNumber}</Fact>
        <Fact labelId="accountArea.subscription.startedAt">{date(subscription.startedAt)}</Fact>
        <Fact labelId="accountArea.subscription.renewsAt">
          {subscription.renewsAt === undefined ? undefined : date(subscription.renewsAt)}
        </Fact>
        <Fact labelId="accountArea.subscription.endsAt">
          {subscription.endsAt === undefined ? undefined : date(subscription.endsAt)}
        </Fact>
        <Fact labelId="accountArea.subscription.price">
          {intl.formatNumber(subscription.price, {
            style: 'currency',
            currency: subscription.currency,
          })}
        </Fact>
        <Fact labelId="accountArea.purchase.duns">{subscription.duns}</Fact>
      </Facts>
      {subscription.renewalMessageId !== undefined && (
        <Muted>
          <FormattedMessage id={subscription.renewalMessageId} />
        </Muted>
      )}
      {subscription.openable && <OpenSubscription subscription={subscription} />}
    </PurchaseItem>
  );
};

/** Keeps the button its own width beside the card's stretched content (full width on a phone). */
const OpenAction = styled.div`
  display: flex;
`;

/** "Open" on an active subscription: where GET /auth/accessSubscriptions leads (D-ACCT-UI-7). */
const OpenSubscription = ({ subscription }: { subscription: SubscriptionRow }) => {
  const [state, opener] = useViewModel(SubscriptionOpener);
  const mine = state.status !== 'idle' && state.subscriberNumber === subscription.subscriberNumber;
  return (
    <>
      {mine && state.status === 'failed' && (
        <Banner tone="error" announce="alert">
          <p>
            <FormattedMessage id="error.generic" />
          </p>
        </Banner>
      )}
      <OpenAction>
        <Button
          variant="secondary"
          width="phone"
          busy={mine && state.status === 'opening'}
          onClick={() => void opener.open(subscription)}
        >
          <FormattedMessage id="dashboard.tileOpen" />
          <VisuallyHidden>
            {WORD_SPACE}
            {subscription.productName}
          </VisuallyHidden>
        </Button>
      </OpenAction>
    </>
  );
};

/** `/accountInfo/subscriptions`, titled My Subscriptions (spec §2; magento accounts only). */
const SubscriptionsPage = () => (
  <PurchaseHistoryPage
    kind="subscriptions"
    items={(list) =>
      list.rows.map((subscription) => (
        <SubscriptionItem key={subscription.subscriberNumber} subscription={subscription} />
      ))
    }
  />
);

export default SubscriptionsPage;
