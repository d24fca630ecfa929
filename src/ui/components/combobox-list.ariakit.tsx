import { ComboboxItem, ComboboxPopover, useStoreState, type ComboboxStore } from '@ariakit/react';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { v } from '../theme/css-variables';
import { media, tokens } from '../theme/tokens';
import type { ComboboxOption } from './combobox';
import {
  isJumpKey,
  jumpTarget,
  renderedRows,
  rowsKeptRendered,
  rowsPerPage,
} from './combobox-navigation';
import { CheckIcon } from './icons';
import { POPUP_GUTTER, POPUPS_IN_PLACE, popupSurface } from './popup';
import { WORD_SPACE } from '../i18n/word-space';

// The combobox's option list, virtualized with TanStack Virtual: only the rows in view (plus
// overscan and the rows navigation needs, see ./combobox-navigation.ts) are in the DOM, each
// placed at its offset inside a spacer as tall as the whole list. Lazily loaded with
// ./combobox.ariakit.tsx.

const pixels = (token: string): number => Number.parseFloat(token);

/**
 * Rows have fixed heights, so the virtualizer can place any number of them without measuring
 * one: the same tokens give the heights in pixels (for the virtualizer) and in CSS (for the list).
 */
const ROW = {
  /** A label alone: a touch target's height. */
  single: { pixels: pixels(tokens.size.control), css: v.size.control },
  /** A label and a secondary line: both line heights and the row's vertical padding. */
  double: {
    pixels:
      2 * pixels(tokens.space[2]) +
      pixels(tokens.type.md.lineHeight) +
      pixels(tokens.type.sm.lineHeight),
    css: `calc(2 * ${v.space[2]} + ${v.type.md.lineHeight} + ${v.type.sm.lineHeight})`,
  },
} as const;

const rowOf = (option: ComboboxOption | undefined) =>
  option?.detail === undefined ? ROW.single : ROW.double;

/** The row whose height sizes the list: the taller one if any option has a secondary line. */
const listRowOf = (options: readonly ComboboxOption[]) =>
  options.some((option) => option.detail !== undefined) ? ROW.double : ROW.single;

/** The list's padding above the first row and below the last, inside the virtualizer's spacer. */
const LIST_PADDING = { pixels: pixels(tokens.space[1]), css: v.space[1] };

/** The list shows at most this many rows; the rest scroll. */
const VISIBLE_ROWS = 8;

/** Rows rendered beyond each edge of the view: covers a Page Up or Down and a fast wheel. */
const OVERSCAN = 10;

/** The list's height when full, in pixels: what the virtualizer assumes until it has measured. */
const fullListPixels = (row: (typeof ROW)[keyof typeof ROW]) =>
  VISIBLE_ROWS * row.pixels + 2 * LIST_PADDING.pixels;

/**
 * The list's size as the virtualizer sees it, except while the list is hidden (closed, so 0
 * tall): then it keeps the last size, or the full list's, so the first rows are already there
 * when it opens rather than one frame later, and Arrow Down has rows to move to.
 */
const observeShownRect: VirtualizerOptions<HTMLDivElement, Element>['observeElementRect'] = (
  instance,
  report,
) =>
  observeElementRect(instance, (rect) => {
    if (rect.height > 0) report(rect);
  });

/** The element id of an option, stable across renders and filtering (ids hold no whitespace). */
const optionElementId = (comboboxId: string, option: ComboboxOption): string =>
  `${comboboxId}-option-${encodeURIComponent(option.id)}`;

interface VirtualOptionsInput {
  readonly store: ComboboxStore;
  readonly comboboxId: string;
  readonly options: readonly ComboboxOption[];
  readonly inputValue: string;
}

/**
 * The virtualizer over `options`, kept in step with Ariakit's active option: the active row and
 * its neighbours stay rendered and are scrolled into view, and Home, End, Page Up and Page Down
 * move through all the options, rendered or not (the input's `onKeyDownCapture`).
 */
export const useVirtualOptions = ({
  store,
  comboboxId,
  options,
  inputValue,
}: VirtualOptionsInput) => {
  const listRef = useRef<HTMLDivElement>(null);

  const indexById = useMemo(
    () => new Map(options.map((option, index) => [optionElementId(comboboxId, option), index])),
    [comboboxId, options],
  );
  const activeId = useStoreState(store, 'activeId');
  const activeIndex = activeId == null ? -1 : (indexById.get(activeId) ?? -1);

  const rangeExtractor = useCallback(
    (range: Range) =>
      renderedRows(defaultRangeExtractor(range), rowsKeptRendered(activeIndex, range.count)),
    [activeIndex],
  );
  const estimateSize = useCallback((index: number) => rowOf(options[index]).pixels, [options]);
  const getItemKey = useCallback((index: number) => options[index]?.id ?? index, [options]);

  // The rule warns that the React Compiler would skip memoizing this hook; the project does not
  // run the compiler, and nothing below is memoized on the virtualizer's (stable) identity alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => listRef.current,
    observeElementRect: observeShownRect,
    initialRect: { width: 0, height: fullListPixels(listRowOf(options)) },
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN,
    paddingStart: LIST_PADDING.pixels,
    paddingEnd: LIST_PADDING.pixels,
    scrollPaddingStart: LIST_PADDING.pixels,
    scrollPaddingEnd: LIST_PADDING.pixels,
  });

  // Wherever the active option came from (arrows through Ariakit, the jump keys below), the list
  // scrolls just enough to show it; Ariakit's own scrollIntoView then finds it in view.
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex);
  }, [activeIndex, virtualizer]);

  // A new query shows its matches from the top, not from where the last one was scrolled to.
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [inputValue, virtualizer]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isJumpKey(event.key) || !store.getState().open) return;
    const viewport = virtualizer.scrollRect?.height ?? 0;
    const pageRows = rowsPerPage(viewport, rowOf(options[activeIndex]).pixels);
    const target = jumpTarget(event.key, activeIndex, options.length, pageRows);
    const option = target === undefined ? undefined : options[target];
    if (option === undefined) return;
    // Handled here, before Ariakit hands the key to the active option (which would leave Home and
    // End to the caret and look for Page Down's target among the rendered rows only).
    event.preventDefault();
    store.move(optionElementId(comboboxId, option));
  };

  return { listRef, virtualizer, onKeyDownCapture };
};

export type VirtualOptions = ReturnType<typeof useVirtualOptions>;

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
