import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { FoundCompanyViewModel } from '../../../application/get-a-duns/found-company.view-model';
import { v } from '../../theme/css-variables';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${v.space[1]} ${v.space[4]};
  margin: 0;
  dt {
    color: ${v.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Duns = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** A directory company's trade name, address and DUNS (spec §2 "results"), under its name. */
export const CompanyFacts = ({ company }: { company: FoundCompanyViewModel }) => (
  <Facts>
    {company.tradeName !== undefined && (
      <>
        <dt>
          <FormattedMessage id="getADuns.company.tradeName" />
        </dt>
        <dd>{company.tradeName}</dd>
      </>
    )}
    <dt>
      <FormattedMessage id="getADuns.company.address" />
    </dt>
    <dd>
      {company.addressLines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </dd>
    <dt>
      <FormattedMessage id="getADuns.company.duns" />
    </dt>
    <dd>
      <Duns>{company.dunsLabel}</Duns>
    </dd>
  </Facts>
);
