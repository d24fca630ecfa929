import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  DeepLinkFollower,
  type DeepLink,
  type DeepLinkNotice as Notice,
} from '../../../application/dashboard/deep-link-follower.use-case';
import { Banner } from '../../components/banner';
import { useViewModel } from '../../hooks/use-view-model';

/** The deep-link parameters of the dashboard's address (spec §2), taken out once followed. */
const DEEP_LINK_PARAMETERS = ['RelayState', 'payload', 'app_id'] as const;

const deepLinkIn = (search: URLSearchParams): DeepLink | undefined => {
  const appId = search.get('app_id') ?? undefined;
  const relayState = search.get('RelayState');
  if (relayState !== null) return { kind: 'relayState', value: relayState, appId };
  const payload = search.get('payload');
  return payload === null ? undefined : { kind: 'payload', value: payload, appId };
};

/**
 * A deep link (`?RelayState=…` or a product link's `?payload=…`, with `app_id`) is followed once,
 * then taken out of the address so a reload does not open the product again (D-DASH-5, D-DASH-10).
 */
export const useDeepLink = (): void => {
  const [, follower] = useViewModel(DeepLinkFollower);
  const [search, setSearch] = useSearchParams();
  const followed = useRef(false);
  useEffect(() => {
    const link = deepLinkIn(search);
    if (link === undefined || followed.current) return;
    followed.current = true;
    void follower.follow(link).finally(() => {
      setSearch(
        (now) => {
          const next = new URLSearchParams(now);
          for (const name of DEEP_LINK_PARAMETERS) next.delete(name);
          return next;
        },
        { replace: true },
      );
    });
  }, [follower, search, setSearch]);
};

const NoticeText = ({ notice }: { notice: Notice }) => {
  switch (notice.kind) {
    case 'invalid':
      return <FormattedMessage id="dashboard.deepLink.invalid" />;
    case 'companyNotLinked':
      return <FormattedMessage id="dashboard.deepLink.companyNotLinked" />;
    case 'productNotHeld':
      return notice.productName === undefined ? (
        <FormattedMessage
          id="dashboard.deepLink.unknownProductNotHeld"
          values={{ businessName: notice.businessName }}
        />
      ) : (
        <FormattedMessage
          id="dashboard.deepLink.productNotHeld"
          values={{ businessName: notice.businessName, productName: notice.productName }}
        />
      );
    case 'failed':
      return <FormattedMessage id="dashboard.deepLink.failed" />;
  }
};

/** Why the deep link the user followed opened nothing (D-DASH-10), until dismissed. */
export const DeepLinkNotice = () => {
  const [notice, follower] = useViewModel(DeepLinkFollower);
  if (notice === undefined) return null;
  return (
    <Banner
      tone={notice.kind === 'failed' ? 'error' : 'warning'}
      announce="status"
      onDismiss={() => follower.dismiss()}
    >
      <p>
        <NoticeText notice={notice} />
      </p>
    </Banner>
  );
};
