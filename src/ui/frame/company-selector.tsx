import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import {
  companyOptions,
  dunsOfOption,
  PENDING_OPTION_KEY,
  toCompanyOption,
  type CompanyOption,
} from '../../application/frame/company-options';
import { CompanySelector } from '../../application/frame/company-selector.use-case';
import { Combobox, type ComboboxOption } from '../components/combobox';
import { Skeleton } from '../components/skeleton';
import { VisuallyHidden } from '../components/visually-hidden';
import { useViewModel } from '../hooks/use-view-model';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${v.space[1]};
  min-width: 0;
  > div {
    margin: 0;
  }
  ${media.tabletUp} {
    flex-direction: row;
    align-items: center;
    gap: ${v.space[3]};
    > div:first-child {
      flex: 1;
      min-width: 0;
    }
  }
`;

const SelectedDuns = styled.p`
  margin: 0;
  ${media.tabletUp} {
    display: none;
  }
  ${media.desktopUp} {
    display: block;
  }
  font-size: ${v.type.xs.size};
  line-height: ${v.type.xs.lineHeight};
  white-space: nowrap;
`;

const NoCompany = styled.p`
  margin: 0;
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

const NO_BREAK_SPACE = '\u00a0';

/** A row's name: the company's, or "(Company pending)" in the user's language for the placeholder. */
const labelOf = (option: CompanyOption, intl: IntlShape): string =>
  option.key === PENDING_OPTION_KEY
    ? intl.formatMessage({ id: 'company.pending' })
    : option.businessName;

/** A company's row in the selector's list: its name, and its DUNS number under it. */
const rowOf = (option: CompanyOption, intl: IntlShape): ComboboxOption => ({
  id: option.key,
  label: labelOf(option, intl),
  detail:
    option.duns === undefined
      ? undefined
      : intl.formatMessage({ id: 'company.duns' }, { duns: option.duns }),
});

/**
 * The header's company selector (spec §2, §4): "Search company...", the user's companies in the §4
 * order filtered as they type, the selected one's name and DUNS; a choice goes to the selector,
 * which waits 300 ms of calm, stores it and reloads that company's entitlements.
 */
export const CompanySelectorCombobox = () => {
  const intl = useIntl();
  const [state, selector] = useViewModel(CompanySelector);
  // Undefined while the user is not searching: the input then shows the selected company.
  const [query, setQuery] = useState<string | undefined>(undefined);
  // The row just chosen: shown at once, while the selector waits out its 300 ms and reloads.
  const [chosenKey, setChosenKey] = useState<string | undefined>(undefined);

  const companies = state.status === 'ready' ? state.companies : undefined;
  // Each company's row is made once per list, not on every keystroke: with 10,000 companies,
  // formatting every DUNS line again per keystroke was most of the time from key to list.
  const rows = useMemo(
    () =>
      new Map(
        (companies === undefined ? [] : companyOptions(companies, '')).map((option) => [
          option.key,
          rowOf(option, intl),
        ]),
      ),
    [companies, intl],
  );
  const options = useMemo(
    () =>
      companies === undefined
        ? []
        : companyOptions(companies, query ?? '').map(
            (option) => rows.get(option.key) ?? rowOf(option, intl),
          ),
    [companies, query, rows, intl],
  );

  if (state.status === 'loading')
    // The selector's place, kept while the companies load, so the page below does not move.
    return (
      <Area aria-hidden="true">
        <div>
          <Skeleton />
        </div>
        <SelectedDuns>{NO_BREAK_SPACE}</SelectedDuns>
      </Area>
    );
  if (state.status !== 'ready') return null;
  if (state.companies.length === 0)
    return (
      <NoCompany>
        <FormattedMessage id="company.none" />
      </NoCompany>
    );

  const current = state.selected === undefined ? undefined : toCompanyOption(state.selected);
  const chosen = state.switching
    ? state.companies.map(toCompanyOption).find((option) => option.key === chosenKey)
    : undefined;
  const selected = chosen ?? current;

  return (
    <Area aria-busy={state.switching}>
      <Combobox
        id="company-selector"
        label={intl.formatMessage({ id: 'company.label' })}
        hideLabel
        placeholder={intl.formatMessage({ id: 'company.placeholder' })}
        options={options}
        inputValue={query ?? (selected === undefined ? '' : labelOf(selected, intl))}
        onInputChange={setQuery}
        selectedId={selected?.key ?? null}
        onSelect={(key) => {
          setQuery(undefined);
          setChosenKey(key);
          selector.choose(dunsOfOption(key));
        }}
        noResults={<FormattedMessage id="company.noMatch" values={{ query: query ?? '' }} />}
        onLeave={() => setQuery(undefined)}
      />
      {selected?.duns !== undefined && (
        <SelectedDuns>
          <FormattedMessage id="company.duns" values={{ duns: selected.duns }} />
        </SelectedDuns>
      )}
      <VisuallyHidden role="status">
        {state.switching && <FormattedMessage id="company.switching" />}
      </VisuallyHidden>
    </Area>
  );
};
