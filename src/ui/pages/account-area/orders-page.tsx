import { useIntl } from 'react-intl';
import type { OrderRow } from '../../../application/account-area/purchase-history.view-model';
import { PurchaseHistoryPage } from './purchase-history-page';
import { Fact, Facts, PurchaseItem } from './purchase-list';
import { StatusPill } from './status-pill';

const OrderItem = ({ order }: { order: OrderRow }) => {
  const intl = useIntl();
  return (
    <PurchaseItem
      title={order.productName}
      status={<StatusPill tone={order.tone} labelId={`accountArea.order.status.${order.status}`} />}
    >
      <Facts>
        <Fact labelId="accountArea.order.number">{order.orderNumber}</Fact>
        <Fact labelId="accountArea.order.placedAt">
          {intl.formatDate(order.placedAt, { dateStyle: 'long' })}
        </Fact>
        <Fact labelId="accountArea.order.amount">
          {intl.formatNumber(order.amount, { style: 'currency', currency: order.currency })}
        </Fact>
        <Fact labelId="accountArea.purchase.duns">{order.duns}</Fact>
      </Facts>
    </PurchaseItem>
  );
};

/** `/accountInfo/orders`, titled My Orders (spec §2; magento accounts only). */
const OrdersPage = () => (
  <PurchaseHistoryPage
    kind="orders"
    items={(list) => list.rows.map((order) => <OrderItem key={order.orderNumber} order={order} />)}
  />
);

export default OrdersPage;
