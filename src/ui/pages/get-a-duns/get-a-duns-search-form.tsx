import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { validateDunsSearch, type DunsSearchForm } from '../../../domain/companies/duns-search';
import type { CompanySearchQuery } from '../../../application/ports/get-a-duns-gateway.port';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { fromFieldErrorList } from '../../forms/domain-resolver';
import { useDomainForm } from '../../forms/use-domain-form';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

const Form = styled.form`
  display: grid;
  gap: ${v.space[4]};
  max-width: ${v.size.formMax};
`;

const Actions = styled.div`
  ${media.smallTabletUp} {
    justify-self: start;
  }
`;

const validate = (values: DunsSearchForm) => fromFieldErrorList(validateDunsSearch(values));

/**
 * Business name and ZIP Code (spec §5): the domain's validation with its messages, the first
 * invalid field focused, and what was typed kept when the search fails.
 */
export const GetADunsSearchForm = ({
  initial,
  searching,
  onSearch,
}: {
  initial: CompanySearchQuery;
  searching: boolean;
  onSearch: (query: CompanySearchQuery) => Promise<void>;
}) => {
  const intl = useIntl();
  const form = useDomainForm<DunsSearchForm>({
    defaultValues: initial,
    validate,
    onSubmit: onSearch,
    submitting: searching,
    idPrefix: 'get-a-duns-search',
  });
  return (
    <Form
      noValidate
      aria-label={intl.formatMessage({ id: 'getADuns.search.form' })}
      onSubmit={(event) => void form.submit(event)}
    >
      <TextField
        label={<FormattedMessage id="getADuns.search.businessName" />}
        autoComplete="organization"
        {...form.field('businessName')}
      />
      <TextField
        label={<FormattedMessage id="getADuns.search.zipCode" />}
        hint={<FormattedMessage id="getADuns.search.zipCodeHint" />}
        inputMode="numeric"
        autoComplete="postal-code"
        {...form.field('zipCode')}
      />
      <Actions>
        <Button type="submit" width="phone" busy={form.submitting}>
          <FormattedMessage id="getADuns.search.submit" />
        </Button>
      </Actions>
    </Form>
  );
};
