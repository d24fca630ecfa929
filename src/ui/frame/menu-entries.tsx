import { FormattedMessage, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type {
  MenuEntryViewModel,
  PartnerLinkViewModel,
} from '../../application/frame/navigation.view-model';
import { ExternalLinkIcon } from '../components/icons';
import type { MenuEntry } from '../components/menu';
import { VisuallyHidden } from '../components/visually-hidden';
import { v } from '../theme/css-variables';
import { SIGN_OUT_INTENT } from '../routing/sign-out-intent';
import { MENU_ENTRY_LABEL, PARTNER_LABEL } from './entry-labels';
import { WORD_SPACE } from '../i18n/word-space';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${v.space[2]};
  svg {
    color: ${v.color.textMuted};
  }
`;

/** An entry that opens a new tab: an icon shows it, and screen readers hear it. */
const NewTabLabel = ({ text }: { text: string }) => (
  <Label>
    {text}
    <ExternalLinkIcon size="small" />
    <VisuallyHidden>
      {WORD_SPACE}
      <FormattedMessage id="ui.newTab" />
    </VisuallyHidden>
  </Label>
);

/** The profile menu's entries as the Menu component takes them (spec §2 "Profile menu"). */
export const profileMenuEntries = (
  intl: IntlShape,
  entries: readonly MenuEntryViewModel[],
): MenuEntry[] =>
  entries.flatMap((item): MenuEntry[] => {
    const label = intl.formatMessage({ id: MENU_ENTRY_LABEL[item.entry] });
    const { target } = item;
    switch (target.kind) {
      case 'route':
        // The Sign out entry is one of the portal's own ways to sign out: it does not ask again.
        return [
          item.entry === 'signOut'
            ? { id: item.entry, label, to: target.path, state: SIGN_OUT_INTENT }
            : { id: item.entry, label, to: target.path },
        ];
      case 'external':
        return [
          {
            id: item.entry,
            label: target.newTab ? <NewTabLabel text={label} /> : label,
            href: target.url,
            newTab: target.newTab,
          },
        ];
      case 'action':
        return [];
    }
  });

/** The partner links as menu entries (below 1024 px they move into the profile menu). */
export const partnerMenuEntries = (
  intl: IntlShape,
  partners: readonly PartnerLinkViewModel[],
  ask: (partner: PartnerLinkViewModel) => void,
): MenuEntry[] =>
  partners.map((partner) => ({
    id: `partner-${partner.link}`,
    label: intl.formatMessage({ id: PARTNER_LABEL[partner.link].name }),
    onSelect: () => ask(partner),
  }));
