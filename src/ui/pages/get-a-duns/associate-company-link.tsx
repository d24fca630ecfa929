import { FormattedMessage } from 'react-intl';
import { PortalFrame } from '../../../application/frame/portal-frame.use-case';
import { associateEntryPath } from '../../../application/get-a-duns/get-a-duns-mode';
import { Link } from '../../components/link';
import { useViewModel } from '../../hooks/use-view-model';

/**
 * Associate-a-DUNS from the dashboard (D-GAD-UI-5): the directory holds US companies found by a US
 * ZIP Code (§5), so the link shows for US users only.
 */
export const AssociateCompanyLink = () => {
  const [frame] = useViewModel(PortalFrame);
  const path = frame.status === 'ready' ? associateEntryPath(frame.country) : undefined;
  return path === undefined ? null : (
    <Link to={path}>
      <FormattedMessage id="getADuns.associate.entryLink" />
    </Link>
  );
};
