import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/link';
import { Heading, NarrowCard } from '../../components/primitives';
import { PortalPage } from '../../layout/portal-page';

const NotFoundPage = () => (
  <PortalPage>
    <NarrowCard>
      <Heading>
        <FormattedMessage id="notFound.heading" />
      </Heading>
      <Link to="/">
        <FormattedMessage id="notFound.home" />
      </Link>
    </NarrowCard>
  </PortalPage>
);

export default NotFoundPage;
