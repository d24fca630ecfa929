import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { CompanyProfileAccess } from '../../../domain/companies/company-profile-access';
import { Banner } from '../../components/banner';
import { Link } from '../../components/link';
import { v } from '../../theme/css-variables';

const ManagePanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${v.space[3]} ${v.space[5]};
  margin: 0 0 ${v.space[5]};
  padding: ${v.space[4]};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.card};
  background: ${v.color.surfaceSubtle};
  p {
    /* The text takes a readable measure (the forms' width) before the button wraps under it. */
    flex: 1 1 ${v.size.formMax};
    margin: 0;
  }
`;

/**
 * Spec §6: a Director or above verifies their role through Manage Company Profile to view and
 * request updates; everyone else is told the profile is view-only.
 */
export const CompanyProfileAccessNote = ({
  access,
  businessName,
  manageUrl,
}: {
  access: CompanyProfileAccess;
  businessName: string;
  manageUrl: string | undefined;
}) =>
  access === 'manage' && manageUrl !== undefined ? (
    <ManagePanel>
      <p>
        <FormattedMessage id="companyProfile.manage.text" values={{ businessName }} />
      </p>
      <Link href={manageUrl} appearance="button" width="phone">
        <FormattedMessage id="companyProfile.manage.link" />
      </Link>
    </ManagePanel>
  ) : (
    <Banner tone="info" announce="none">
      <p>
        <FormattedMessage id="companyProfile.viewOnly.text" />
      </p>
    </Banner>
  );
