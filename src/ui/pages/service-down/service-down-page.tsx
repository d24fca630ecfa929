import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { StatusActions, StatusPage, StatusText } from '../../layout/status-page';
import { pathTo } from '../../routing/route-table';

/**
 * Shown by the secure layout in place of its page when the session check fails for another
 * reason than a missing session: the network, or a server error after the client's retries (spec
 * §4 "service-down flag", §8 "Some of the services are not available at the moment. Please try
 * again later."). Part of the layout's chunk, not a lazy one: when the services are down, a chunk
 * may not arrive either.
 */
export const ServiceDownPage = ({ onRetry }: { readonly onRetry: () => void }) => (
  <StatusPage tone="error" headingId="serviceDown.heading" focusHeading>
    <StatusText>
      <FormattedMessage id="service.someUnavailable" />
    </StatusText>
    <StatusActions>
      <Button width="phone" onClick={onRetry}>
        <FormattedMessage id="routeError.tryAgain" />
      </Button>
      <Link to={pathTo('home')} appearance="button" variant="secondary" width="phone">
        <FormattedMessage id="notFound.home" />
      </Link>
    </StatusActions>
  </StatusPage>
);
