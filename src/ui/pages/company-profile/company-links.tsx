import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type {
  CompanyLink,
  CompanyLinkKind,
} from '../../../application/company-profile/company-profile.view-model';
import { Link } from '../../components/link';
import { NewTabHint } from '../../components/new-tab-hint';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${v.space[2]} ${v.space[5]};
  margin: 0 0 ${v.space[5]};
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${v.space[1]};
  }
`;

const LABEL: Readonly<Record<CompanyLinkKind, MessageId>> = {
  publicProfile: 'companyProfile.links.publicProfile',
  businessOverview: 'companyProfile.links.businessOverview',
  updatedInfo: 'companyProfile.links.updatedInfo',
};

/**
 * The provider's own pages about this company (spec §3 feature record: public profile, business
 * overview, updated info), each in a new tab (D-PROFILE-6).
 */
export const CompanyLinks = ({
  links,
  businessName,
}: {
  links: readonly CompanyLink[];
  businessName: string;
}) => {
  const intl = useIntl();
  if (links.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'companyProfile.links.label' }, { businessName })}>
      <Links>
        {links.map(({ kind, url }) => (
          <li key={kind}>
            <Link href={url} target="_blank">
              <FormattedMessage id={LABEL[kind]} />
              <NewTabHint />
            </Link>
          </li>
        ))}
      </Links>
    </nav>
  );
};
