import { ComboboxItem, ComboboxPopover, type ComboboxStore } from '@ariakit/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import type { ComboboxOption } from './combobox';
import {
  LIST_PADDING,
  listRowOf,
  optionElementId,
  VISIBLE_ROWS,
  type VirtualOptions,
} from './combobox-virtual-options';
import { CheckIcon } from './icons';
import { POPUP_GUTTER, POPUPS_IN_PLACE, popupSurface } from './popup';
import { WORD_SPACE } from '../i18n/word-space';

// The combobox's option list, virtualized with TanStack Virtual: only the rows in view (plus
// overscan and the rows navigation needs, see ./combobox-navigation.ts) are in the DOM, each
// placed at its offset inside a spacer as tall as the whole list.

const List = styled(ComboboxPopover)<{ $rowHeight: string }>`
  ${popupSurface}
  /* Rows are absolutely placed, so they give the list no width: it takes the input's, and never
     less than the header selector's minimum outside phones. */
  width: var(--popover-anchor-width);
  max-width: var(--popover-available-width);
  ${media.smallTabletUp} {
    width: max(var(--popover-anchor-width), ${v.size.selectorMin});
  }
  /* The fallback keeps the cap before Ariakit has measured the room: an uncapped first frame
     would be as tall as all the rows and the virtualizer would render every one. */
  --list-cap: calc(${VISIBLE_ROWS} * ${({ $rowHeight }) => $rowHeight} + 2 * ${LIST_PADDING.css});
  max-height: min(var(--list-cap), var(--popover-available-height, var(--list-cap)));
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 ${v.space[1]};
`;

const Spacer = styled.div`
  position: relative;
  width: 100%;
`;

const Option = styled(ComboboxItem)`
  position: absolute;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  gap: ${v.space[2]};
  padding: 0 ${v.space[3]};
  border-radius: ${v.radius.control};
  cursor: pointer;
  &[data-active-item] {
    background: ${v.color.surfaceSunken};
  }
`;

const OptionText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

// Fixed row heights: a label too long for the row ends in an ellipsis on screen; the option's
// accessible name keeps all of it.
const oneLine = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Label = styled.span`
  ${oneLine}
`;

const Detail = styled.span`
  ${oneLine}
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

const NoResults = styled.div`
  margin: 0;
  padding: ${v.space[2]} ${v.space[3]};
  color: ${v.color.textMuted};
`;

interface OptionListProps {
  readonly store: ComboboxStore;
  readonly comboboxId: string;
  readonly options: readonly ComboboxOption[];
  readonly selectedId: string | null | undefined;
  readonly onInputChange: (value: string) => void;
  readonly onSelect: (id: string) => void;
  readonly noResults: ReactNode;
  readonly virtual: VirtualOptions;
}

export const OptionList = ({
  store,
  comboboxId,
  options,
  selectedId,
  onInputChange,
  onSelect,
  noResults,
  virtual: { listRef, virtualizer },
}: OptionListProps) => {
  return (
    <List
      ref={listRef}
      store={store}
      gutter={POPUP_GUTTER}
      portal={POPUPS_IN_PLACE}
      $rowHeight={listRowOf(options).css}
    >
      {options.length === 0 ? (
        // A list box holds options (ARIA), so the message is one: disabled, never active, the
        // way React Aria's list box shows its empty state.
        <NoResults role="option" aria-disabled="true">
          {noResults ?? <FormattedMessage id="ui.combobox.noResults" />}
        </NoResults>
      ) : (
        <Spacer role="presentation" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const option = options[row.index];
            if (option === undefined) return null;
            const selected = option.id === selectedId;
            return (
              <Option
                key={row.key}
                id={optionElementId(comboboxId, option)}
                value={option.label}
                // Only some rows are in the DOM, so each says where it stands: "3 of 10,000".
                aria-setsize={options.length}
                aria-posinset={row.index + 1}
                aria-selected={selected || undefined}
                style={{ top: row.start, height: row.size }}
                // The input takes the label first and the choice is reported last, so a caller
                // that resets its query on onSelect has the last word (Ariakit's own fill-in would
                // come after this handler, hence setValueOnClick is off).
                setValueOnClick={false}
                onClick={() => {
                  onInputChange(option.label);
                  onSelect(option.id);
                }}
              >
                <OptionText>
                  <Label>{option.label}</Label>
                  {option.detail !== undefined && (
                    // The space keeps "name DUNS" apart in the option's accessible name.
                    <>
                      {WORD_SPACE}
                      <Detail>{option.detail}</Detail>
                    </>
                  )}
                </OptionText>
                {selected && <CheckIcon size="small" />}
              </Option>
            );
          })}
        </Spacer>
      )}
    </List>
  );
};
