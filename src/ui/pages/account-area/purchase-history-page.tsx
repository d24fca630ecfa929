import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TOKENS } from '../../../application/app.tokens';
import { purchaseHistoryPage } from '../../../application/account-area/purchase-history-page.use-case';
import type { PurchaseHistoryViewModel } from '../../../application/account-area/purchase-history.view-model';
import { Muted } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { AccountAreaLayout } from './account-area-layout';
import {
  AccountPageError,
  AccountPageSkeleton,
  AccountPageUnavailable,
} from './account-page-states';
import { ItemList } from './purchase-list';
import { StoreLink } from './store-link';
import { useMenuGatedPage } from './use-menu-gated-page';

type PurchaseList = Extract<PurchaseHistoryViewModel, { screen: 'orders' | 'subscriptions' }>;

/**
 * My Orders and My Subscriptions (spec §2; magento accounts only) are one page in two kinds: the
 * store link, then the list or its empty sentence, around the kind's own items.
 */
export const PurchaseHistoryPage = <Kind extends PurchaseList['screen']>({
  kind,
  items,
}: {
  kind: Kind;
  items: (list: Extract<PurchaseList, { screen: Kind }>) => ReactNode;
}) => {
  const profiles = useInjection(TOKENS.ProfileGateway);
  const purchases = useInjection(TOKENS.PurchaseHistory);
  const { storeOrigin } = useInjection(TOKENS.PortalConfig);
  const [model, page] = useMenuGatedPage((frame) =>
    purchaseHistoryPage(kind, frame, profiles, purchases, storeOrigin),
  );
  const isList = (
    shown: PurchaseHistoryViewModel,
  ): shown is Extract<PurchaseList, { screen: Kind }> => shown.screen === kind;
  return (
    <AccountAreaLayout titleId={`accountArea.${kind}.title`}>
      {model.screen === 'loading' && <AccountPageSkeleton />}
      {model.screen === 'error' && <AccountPageError onRetry={() => void page.retry()} />}
      {model.screen === 'unavailable' && <AccountPageUnavailable profilePath={model.profilePath} />}
      {isList(model) && (
        <>
          <StoreLink url={model.storeUrl} labelId={`accountArea.${kind}.storeLink`} />
          {model.rows.length === 0 ? (
            <Muted>
              <FormattedMessage id={`accountArea.${kind}.empty`} />
            </Muted>
          ) : (
            <ItemList>{items(model)}</ItemList>
          )}
        </>
      )}
    </AccountAreaLayout>
  );
};
