import { FormattedMessage, useIntl } from 'react-intl';
import { TOKENS } from '../../../application/app.tokens';
import { purchaseHistoryPage } from '../../../application/account-area/purchase-history.use-case';
import type { SubscriptionRow } from '../../../application/account-area/purchase-history.view-model';
import { Muted } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { AccountAreaLayout } from './account-area-layout';
import {
  AccountPageError,
  AccountPageSkeleton,
  AccountPageUnavailable,
} from './account-page-states';
import { Facts, ItemList, PurchaseItem } from './purchase-list';
import { StatusPill } from './status-pill';
import { StoreLink } from './store-link';
import { useMenuGatedPage } from './use-menu-gated-page';

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
        <div>
          <dt>
            <FormattedMessage id="accountArea.subscription.number" />
          </dt>
          <dd>{subscription.subscriberNumber}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="accountArea.subscription.startedAt" />
          </dt>
          <dd>{date(subscription.startedAt)}</dd>
        </div>
        {subscription.renewsAt !== undefined && (
          <div>
            <dt>
              <FormattedMessage id="accountArea.subscription.renewsAt" />
            </dt>
            <dd>{date(subscription.renewsAt)}</dd>
          </div>
        )}
        {subscription.endsAt !== undefined && (
          <div>
            <dt>
              <FormattedMessage id="accountArea.subscription.endsAt" />
            </dt>
            <dd>{date(subscription.endsAt)}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="accountArea.subscription.price" />
          </dt>
          <dd>
            {intl.formatNumber(subscription.price, {
              style: 'currency',
              currency: subscription.currency,
            })}
          </dd>
        </div>
        {subscription.duns !== undefined && (
          <div>
            <dt>
              <FormattedMessage id="accountArea.purchase.duns" />
            </dt>
            <dd>{subscription.duns}</dd>
          </div>
        )}
      </Facts>
    </PurchaseItem>
  );
};

/** `/accountInfo/subscriptions`, titled My Subscriptions (spec §2; magento accounts only). */
const SubscriptionsPage = () => {
  const profiles = useInjection(TOKENS.ProfileGateway);
  const purchases = useInjection(TOKENS.PurchaseHistory);
  const [model, page] = useMenuGatedPage((frame) =>
    purchaseHistoryPage('subscriptions', frame, profiles, purchases),
  );
  return (
    <AccountAreaLayout titleId="accountArea.subscriptions.title">
      {model.screen === 'loading' && <AccountPageSkeleton />}
      {model.screen === 'error' && <AccountPageError onRetry={() => void page.retry()} />}
      {model.screen === 'unavailable' && <AccountPageUnavailable profilePath={model.profilePath} />}
      {model.screen === 'subscriptions' && (
        <>
          <StoreLink url={model.storeUrl} labelId="accountArea.subscriptions.storeLink" />
          {model.rows.length === 0 ? (
            <Muted>
              <FormattedMessage id="accountArea.subscriptions.empty" />
            </Muted>
          ) : (
            <ItemList>
              {model.rows.map((subscription) => (
                <SubscriptionItem key={subscription.subscriberNumber} subscription={subscription} />
              ))}
            </ItemList>
          )}
        </>
      )}
    </AccountAreaLayout>
  );
};

export default SubscriptionsPage;
