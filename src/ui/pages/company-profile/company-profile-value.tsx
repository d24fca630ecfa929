import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import type { CompanyProfileValue } from '../../../domain/companies/company-profile-fields';
import { ExternalLinkIcon } from '../../components/icons';
import { Link } from '../../components/link';
import { VisuallyHidden } from '../../components/visually-hidden';
import { v } from '../../theme/css-variables';

const Lines = styled.span`
  display: block;
  > span {
    display: block;
  }
`;

const Principals = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${v.space[1]};
  }
`;

const WebsiteLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${v.space[1]};
  overflow-wrap: anywhere;
`;

/** DESIGN.md "empty values as an em dash with a visually hidden 'not available'". */
const NotAvailable = () => (
  <>
    <span aria-hidden="true">
      <FormattedMessage id="companyProfile.value.empty" />
    </span>
    <VisuallyHidden>
      <FormattedMessage id="companyProfile.value.notAvailable" />
    </VisuallyHidden>
  </>
);

/**
 * One field's value, formatted for the reader's locale: money in its currency (whole amounts
 * without cents), counts with the locale's grouping, the last update as a long date. The date is
 * a calendar date, so it is read in UTC and never shifts a day with the reader's time zone.
 */
export const CompanyProfileFieldValue = ({ row }: { row: CompanyProfileValue }) => {
  switch (row.kind) {
    case 'text':
      return row.value === null ? <NotAvailable /> : <>{row.value}</>;
    case 'money':
      return row.value === null ? (
        <NotAvailable />
      ) : (
        <FormattedNumber
          value={Number(row.value.amount)}
          style="currency"
          currency={row.value.currency}
          trailingZeroDisplay="stripIfInteger"
        />
      );
    case 'count':
      return row.value === null ? <NotAvailable /> : <FormattedNumber value={row.value} />;
    case 'year':
      return row.value === null ? <NotAvailable /> : <>{String(row.value)}</>;
    case 'date':
      return row.value === null ? (
        <NotAvailable />
      ) : (
        <FormattedDate
          value={Date.parse(row.value)}
          year="numeric"
          month="long"
          day="numeric"
          timeZone="UTC"
        />
      );
    case 'website':
      if (row.value === null) return <NotAvailable />;
      return row.value.href === null ? (
        <>{row.value.text}</>
      ) : (
        <WebsiteLink href={row.value.href} target="_blank">
          {row.value.text}
          <ExternalLinkIcon size="small" />
          <VisuallyHidden>
            <FormattedMessage id="ui.newTab" />
          </VisuallyHidden>
        </WebsiteLink>
      );
    case 'list':
      return row.value === null ? (
        <NotAvailable />
      ) : (
        <Principals>
          {row.value.map((entry, index) => (
            <li key={`${index}-${entry}`}>{entry}</li>
          ))}
        </Principals>
      );
    case 'address':
      return row.value === null ? (
        <NotAvailable />
      ) : (
        <Lines>
          {row.value.map((line, index) => (
            <span key={`${index}-${line}`}>{line}</span>
          ))}
        </Lines>
      );
  }
};
