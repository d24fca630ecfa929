import { useIntl } from 'react-intl';
import type { SubscriptionRow } from '../../../application/account-area/purchase-history.view-model';
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
    </PurchaseItem>
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
