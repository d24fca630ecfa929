import { FormattedMessage, useIntl } from 'react-intl';
import { TOKENS } from '../../../application/app.tokens';
import { purchaseHistoryPage } from '../../../application/account-area/purchase-history.use-case';
import type { OrderRow } from '../../../application/account-area/purchase-history.view-model';
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

const OrderItem = ({ order }: { order: OrderRow }) => {
  const intl = useIntl();
  return (
    <PurchaseItem
      title={order.productName}
      status={<StatusPill tone={order.tone} labelId={`accountArea.order.status.${order.status}`} />}
    >
      <Facts>
        <div>
          <dt>
            <FormattedMessage id="accountArea.order.number" />
          </dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="accountArea.order.placedAt" />
          </dt>
          <dd>{intl.formatDate(order.placedAt, { dateStyle: 'long' })}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="accountArea.order.amount" />
          </dt>
          <dd>
            {intl.formatNumber(order.amount, { style: 'currency', currency: order.currency })}
          </dd>
        </div>
        {order.duns !== undefined && (
          <div>
            <dt>
              <FormattedMessage id="accountArea.purchase.duns" />
            </dt>
            <dd>{order.duns}</dd>
          </div>
        )}
      </Facts>
    </PurchaseItem>
  );
};

/** `/accountInfo/orders`, titled My Orders (spec §2; magento accounts only). */
const OrdersPage = () => {
  const profiles = useInjection(TOKENS.ProfileGateway);
  const purchases = useInjection(TOKENS.PurchaseHistory);
  const [model, page] = useMenuGatedPage((frame) =>
    purchaseHistoryPage('orders', frame, profiles, purchases),
  );
  return (
    <AccountAreaLayout titleId="accountArea.orders.title">
      {model.screen === 'loading' && <AccountPageSkeleton />}
      {model.screen === 'error' && <AccountPageError onRetry={() => void page.retry()} />}
      {model.screen === 'unavailable' && <AccountPageUnavailable profilePath={model.profilePath} />}
      {model.screen === 'orders' && (
        <>
          <StoreLink url={model.storeUrl} labelId="accountArea.orders.storeLink" />
          {model.rows.length === 0 ? (
            <Muted>
              <FormattedMessage id="accountArea.orders.empty" />
            </Muted>
          ) : (
            <ItemList>
              {model.rows.map((order) => (
                <OrderItem key={order.orderNumber} order={order} />
              ))}
            </ItemList>
          )}
        </>
      )}
    </AccountAreaLayout>
  );
};

export default OrdersPage;
