import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type {
  CompanyProfileField,
  CompanyProfileRow,
} from '../../../domain/companies/company-profile-fields';
import { Card } from '../../components/primitives';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';
import { CompanyProfileFieldValue } from './company-profile-value';

/** The §2 field labels of domain.json, typed so that a missing one fails the type check. */
const FIELD_LABEL: Readonly<Record<CompanyProfileField, MessageId>> = {
  lastUpdate: 'companyProfile.field.lastUpdate',
  tradeName: 'companyProfile.field.tradeName',
  dunsNumber: 'companyProfile.field.dunsNumber',
  stateIncorporated: 'companyProfile.field.stateIncorporated',
  annualSales: 'companyProfile.field.annualSales',
  employees: 'companyProfile.field.employees',
  industry: 'companyProfile.field.industry',
  namedPrincipal: 'companyProfile.field.namedPrincipal',
  phone: 'companyProfile.field.phone',
  website: 'companyProfile.field.website',
  address: 'companyProfile.field.address',
  yearIncorporated: 'companyProfile.field.yearIncorporated',
  yearStarted: 'companyProfile.field.yearStarted',
  currentPrincipals: 'companyProfile.field.currentPrincipals',
  courtJudgements: 'companyProfile.field.courtJudgements',
  mortgagesAndCharges: 'companyProfile.field.mortgagesAndCharges',
  tradePaymentsHighestPastDue: 'companyProfile.field.tradePaymentsHighestPastDue',
};

const SectionHeading = styled.h2`
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  font-weight: ${v.font.weightStrong};
  margin: 0 0 ${v.space[4]};
`;

/** DESIGN.md "a definition list in two columns on desktop, one on phones". */
export const FieldList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${v.space[6]};
  margin: 0;
  ${media.desktopUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FieldItem = styled.div`
  padding: ${v.space[3]} 0;
  border-top: ${v.size.border} solid ${v.color.border};
  min-width: 0;
  dt {
    color: ${v.color.textMuted};
    font-size: ${v.type.sm.size};
    line-height: ${v.type.sm.lineHeight};
  }
  dd {
    margin: ${v.space[1]} 0 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** The §2 company fields of a company, in the spec's order. */
export const CompanyProfileDetails = ({ fields }: { fields: readonly CompanyProfileRow[] }) => (
  <Card aria-labelledby="company-profile-details">
    <SectionHeading id="company-profile-details">
      <FormattedMessage id="companyProfile.details.heading" />
    </SectionHeading>
    <FieldList>
      {fields.map((row) => (
        <FieldItem key={row.field}>
          <dt>
            <FormattedMessage id={FIELD_LABEL[row.field]} />
          </dt>
          <dd>
            <CompanyProfileFieldValue row={row} />
          </dd>
        </FieldItem>
      ))}
    </FieldList>
  </Card>
);
