import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isSupportedLocale, SUPPORTED_LOCALES } from '../../domain/locale/locale';
import { ownName } from '../../domain/locale/locale-own-names';
import { Select } from '../components/select';
import { v } from '../theme/css-variables';
import { useActiveLocale } from './active-locale';

const Narrow = styled.div`
  min-width: calc(${v.size.selectorMin} - ${v.space[7]});
  > div {
    margin: 0;
  }
`;

/**
 * The footer's language switcher (issue 11): the 23 locales of spec §1, each named in its own
 * language; a choice changes the page's language in place and is remembered.
 */
export const LanguageSwitcher = () => {
  const intl = useIntl();
  const { locale, choose } = useActiveLocale();
  const options = useMemo(
    () => SUPPORTED_LOCALES.map((value) => ({ value, label: ownName(value) })),
    [],
  );
  return (
    <Narrow>
      <Select
        id="language-switcher"
        label={intl.formatMessage({ id: 'footer.language' })}
        options={options}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isSupportedLocale(chosen)) choose(chosen);
        }}
      />
    </Narrow>
  );
};
