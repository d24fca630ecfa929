import { useStoreState, type ComboboxStore } from '@ariakit/react';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { v } from '../theme/css-variables';
import { tokens } from '../theme/tokens';
import type { ComboboxOption } from './combobox';
import {
  isJumpKey,
  jumpTarget,
  renderedRows,
  rowsKeptRendered,
  rowsPerPage,
} from './combobox-navigation';

// The virtualizer behind the combobox's option list (./combobox-list.tsx), kept in step with
// Ariakit's active option.

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
export const listRowOf = (options: readonly ComboboxOption[]) =>
  options.some((option) => option.detail !== undefined) ? ROW.double : ROW.single;

/** The list's padding above the first row and below the last, inside the virtualizer's spacer. */
export const LIST_PADDING = { pixels: pixels(tokens.space[1]), css: v.space[1] };

/** The list shows at most this many rows; the rest scroll. */
export const VISIBLE_ROWS = 8;

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
export const optionElementId = (comboboxId: string, option: ComboboxOption): string =>
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
